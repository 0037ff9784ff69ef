import { array, entryViolations, int, optional, record, strictObject, string, union } from "../entry-shape";
import type { RoundCheck } from "../types";
import type { NinesEntry, NinesOptions } from "./options";
import { ninesPlay } from "./play";
import type { NinesState } from "./state";

// ninesEntrySchema (options.ts) without zod: the browser's round check (lib/games/entry-shape.ts).
const entryShape = strictObject({
  winner: string(1),
  hands: record(union(array(string()), string(), int)),
  lastCard: optional(string()),
});

export function checkNinesEntry(entry: unknown) {
  return entryViolations(entryShape, entry);
}

/** The replay and the entry's shape, without zod: what the round form checks a Nines round with. */
export const ninesRoundCheck: RoundCheck<NinesOptions, NinesEntry, NinesState, "nines"> = {
  ...ninesPlay,
  checkEntry: checkNinesEntry,
};
