import { ninesOptionsSchema } from "@/lib/games/nines/options";
import { optionFields } from "@/lib/games/option-fields";
import type { GameUi } from "../games/types";
import { NinesEngine, NinesPlayCheck } from "./client-parts";
import { NINES_ID } from "./game-id";
import { NinesRound } from "./nines-round";

export const ninesUi: GameUi<"nines"> = {
  id: NINES_ID,
  engine: NinesEngine,
  roundForm: NinesRound,
  referee: NinesPlayCheck,
  // The scoreboard's rounds table already shows each hand's penalty points; there is nothing more to explain.
  roundSummary: null,
  optionFields: optionFields(ninesOptionsSchema, {
    threshold: { step: 10 },
    rounds: { suggested: 7, replaces: "threshold" },
  }),
};
