import { ninetyNineAddingOptionsSchema } from "@/lib/games/ninety-nine-adding/options";
import { optionFields } from "@/lib/games/option-fields";
import type { GameUi } from "../games/types";
import { AddingRound } from "./adding-round";
import { AddingEngine, AddingReferee, AddingRoundSummary } from "./client-parts";
import { ADDING_ID } from "./game-id";

export const ninetyNineAddingUi: GameUi<"ninety-nine-adding"> = {
  id: ADDING_ID,
  engine: AddingEngine,
  roundForm: AddingRound,
  referee: AddingReferee,
  roundSummary: AddingRoundSummary,
  optionFields: optionFields(ninetyNineAddingOptionsSchema, {
    hands: { suggested: 10 },
  }),
};
