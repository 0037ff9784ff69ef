import { ninetyEightOptionFields } from "@/lib/games/ninety-eight/options";
import { optionFields } from "@/lib/games/option-fields";
import type { GameUi } from "../games/types";
import { NinetyEightEngine, NinetyEightReferee, NinetyEightRoundSummary } from "./client-parts";
import { NINETY_EIGHT_ID } from "./game-id";
import { NinetyEightRound } from "./ninety-eight-round";

export const ninetyEightUi: GameUi<"ninety-eight"> = {
  id: NINETY_EIGHT_ID,
  engine: NinetyEightEngine,
  roundForm: NinetyEightRound,
  referee: NinetyEightReferee,
  roundSummary: NinetyEightRoundSummary,
  optionFields: optionFields(ninetyEightOptionFields, {
    // An agreed number of rounds stands in for the lives: nobody goes out, fewest strikes wins.
    rounds: { suggested: 10, replaces: "lives" },
    // The schema takes any limit from 20 to 999; the table plays 98 or Speed 98's 50.
    limit: { buttons: [98, 50] },
    handSize: { buttons: "all" },
  }),
};
