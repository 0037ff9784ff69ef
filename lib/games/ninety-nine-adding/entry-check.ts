import { entryViolations, strictObject, string } from "../entry-shape";
import type { RoundCheck } from "../types";
import type { NinetyNineAddingEntry, NinetyNineAddingOptions } from "./options";
import { ninetyNineAddingPlay } from "./play";
import type { NinetyNineAddingState } from "./state";

// ninetyNineAddingEntrySchema (options.ts) without zod: the browser's round check (lib/games/entry-shape.ts).
const entryShape = strictObject({ bust: string(1) });

export function checkNinetyNineAddingEntry(entry: unknown) {
  return entryViolations(entryShape, entry);
}

/** The replay and the entry's shape, without zod: what the round form checks an adding-game round with. */
export const ninetyNineAddingRoundCheck: RoundCheck<
  NinetyNineAddingOptions,
  NinetyNineAddingEntry,
  NinetyNineAddingState,
  "ninety-nine-adding"
> = { ...ninetyNineAddingPlay, checkEntry: checkNinetyNineAddingEntry };
