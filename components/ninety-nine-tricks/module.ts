import { ninetyNineTricksOptionsSchema } from "@/lib/games/ninety-nine-tricks/options";
import { optionFields } from "@/lib/games/option-fields";
import type { GameUi } from "../games/types";
import { TricksEngine, TricksReferee, TricksRoundSummary } from "./client-parts";
import { TRICKS_ID } from "./game-id";
import { TricksRound } from "./tricks-round";

export const ninetyNineTricksUi: GameUi<"ninety-nine-tricks"> = {
  id: TRICKS_ID,
  engine: TricksEngine,
  roundForm: TricksRound,
  referee: TricksReferee,
  roundSummary: TricksRoundSummary,
  optionFields: optionFields(ninetyNineTricksOptionsSchema, {
    target: { suggested: 100, replaces: "rounds" },
  }),
};
