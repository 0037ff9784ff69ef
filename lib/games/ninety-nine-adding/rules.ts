import { tableProblems } from "../setup-checks";
import type { Game, Table } from "../types";
import {
  type NinetyNineAddingEntry,
  type NinetyNineAddingOptions,
  ninetyNineAddingEntrySchema,
  ninetyNineAddingOptionsSchema,
} from "./options";
import { ninetyNineAddingPlay } from "./play";
import type { NinetyNineAddingState } from "./state";

export const ninetyNineAdding: Game<
  NinetyNineAddingOptions,
  NinetyNineAddingEntry,
  NinetyNineAddingState,
  "ninety-nine-adding"
> = {
  ...ninetyNineAddingPlay,
  minPlayers: 2,
  maxPlayers: 5,
  betterRoundScore: "higher", // a lost token is -1
  optionsSchema: ninetyNineAddingOptionsSchema,
  entrySchema: ninetyNineAddingEntrySchema,
  validateSetup: (table: Table) =>
    tableProblems(ninetyNineAdding, table, "Ninety-Nine", "some tables add a second deck at 5"),
};
