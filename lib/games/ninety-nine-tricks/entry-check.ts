import { entryViolations, int, nullish, oneOf, record, type Shape, strictObject, string } from "../entry-shape";
import type { RoundCheck } from "../types";
import { normalizeTrump, PREMIUM_KINDS, TRUMPS } from "./entry-values";
import type { NinetyNineTricksEntry, NinetyNineTricksOptions } from "./options";
import { ninetyNineTricksPlay } from "./play";
import type { NinetyNineTricksState } from "./state";

// ninetyNineTricksEntrySchema (options.ts) without zod: the browser's round check (lib/games/entry-shape.ts).
const trumps = oneOf(TRUMPS);
/** The schema reads "h" or "♥" as "H" before it checks (entry-values.ts). */
const trump: Shape = (value, out) => trumps(normalizeTrump(value), out);
const entryShape = strictObject({
  bids: record(int),
  tricks: record(int),
  trump: nullish(trump),
  premium: nullish(strictObject({ player: string(1), kind: oneOf(PREMIUM_KINDS) })),
});

export function checkNinetyNineTricksEntry(entry: unknown) {
  return entryViolations(entryShape, entry);
}

/** The replay and the entry's shape, without zod: what the round form checks a Ninety-Nine (tricks) round with. */
export const ninetyNineTricksRoundCheck: RoundCheck<
  NinetyNineTricksOptions,
  NinetyNineTricksEntry,
  NinetyNineTricksState,
  "ninety-nine-tricks"
> = { ...ninetyNineTricksPlay, checkEntry: checkNinetyNineTricksEntry };
