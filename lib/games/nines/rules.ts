import { tableProblems } from "../setup-checks";
import type { Game, Table } from "../types";
import { type NinesEntry, type NinesOptions, ninesEntrySchema, ninesOptionsSchema } from "./options";
import { ninesPlay } from "./play";
import type { NinesState } from "./state";

export const nines: Game<NinesOptions, NinesEntry, NinesState, "nines"> = {
  ...ninesPlay,
  minPlayers: 2,
  maxPlayers: 6,
  betterRoundScore: "lower", // penalty points
  optionsSchema: ninesOptionsSchema,
  entrySchema: ninesEntrySchema,
  validateSetup: (table: Table) => tableProblems(nines, table, "Nines"),
};
