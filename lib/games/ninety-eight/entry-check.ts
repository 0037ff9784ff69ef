import { array, entryViolations, strictObject, string } from "../entry-shape";
import type { RoundCheck } from "../types";
import type { NinetyEightEntry, NinetyEightOptions } from "./options";
import { ninetyEightPlay } from "./play";
import type { NinetyEightState } from "./state";

// ninetyEightEntrySchema (options.ts) without zod: the browser's round check (lib/games/entry-shape.ts).
const entryShape = strictObject({ eliminated: array(string(1)) });

export function checkNinetyEightEntry(entry: unknown) {
  return entryViolations(entryShape, entry);
}

/** The replay and the entry's shape, without zod: what the round form checks a Ninety-Eight round with. */
export const ninetyEightRoundCheck: RoundCheck<NinetyEightOptions, NinetyEightEntry, NinetyEightState, "ninety-eight"> =
  { ...ninetyEightPlay, checkEntry: checkNinetyEightEntry };
