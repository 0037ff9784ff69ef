import { tableProblems } from "../setup-checks";
import type { Game, Table } from "../types";
import {
  type NinetyEightEntry,
  type NinetyEightOptions,
  ninetyEightEntrySchema,
  ninetyEightOptionsSchema,
} from "./options";
import { ninetyEightPlay } from "./play";
import type { NinetyEightState } from "./state";
import { variantProblems } from "./validate";

export { leaders } from "./play";

export const ninetyEight: Game<NinetyEightOptions, NinetyEightEntry, NinetyEightState, "ninety-eight"> = {
  ...ninetyEightPlay,
  minPlayers: 2,
  maxPlayers: 8,
  betterRoundScore: "lower", // a strike is 1
  optionsSchema: ninetyEightOptionsSchema,
  entrySchema: ninetyEightEntrySchema,
  validateSetup: (table: Table, options: NinetyEightOptions) => [
    ...tableProblems(ninetyEight, table, "Ninety-Eight", "more than 5 need a second deck or 3-card hands"),
    ...variantProblems(table, options),
  ],
  initialState: (table: Table, given: NinetyEightOptions) => {
    // Options stored before an option was added (or before the effective limit) read as the schema has them now.
    const parsed = ninetyEightOptionsSchema.safeParse(given);
    return ninetyEightPlay.initialState(table, parsed.success ? parsed.data : given);
  },
};
