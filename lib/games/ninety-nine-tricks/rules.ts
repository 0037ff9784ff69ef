import { tableProblems } from "../setup-checks";
import type { Game, Table } from "../types";
import {
  type NinetyNineTricksEntry,
  type NinetyNineTricksOptions,
  ninetyNineTricksEntrySchema,
  ninetyNineTricksOptionsSchema,
} from "./options";
import { ninetyNineTricksPlay, PLAYER_COUNT } from "./play";
import type { NinetyNineTricksState } from "./state";

export { PLAYER_COUNT } from "./play";

export const ninetyNineTricks: Game<
  NinetyNineTricksOptions,
  NinetyNineTricksEntry,
  NinetyNineTricksState,
  "ninety-nine-tricks"
> = {
  ...ninetyNineTricksPlay,
  minPlayers: PLAYER_COUNT,
  maxPlayers: PLAYER_COUNT,
  betterRoundScore: "higher", // points won
  optionsSchema: ninetyNineTricksOptionsSchema,
  entrySchema: ninetyNineTricksEntrySchema,
  validateSetup: (table: Table) => tableProblems(ninetyNineTricks, table, "Ninety-Nine"),
};
