import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { issueDetail } from "../i18n/zod-issues";
import { checkNinesEntry } from "./nines/entry-check";
import { ninesEntrySchema } from "./nines/options";
import { checkNinetyEightEntry } from "./ninety-eight/entry-check";
import { ninetyEightEntrySchema } from "./ninety-eight/options";
import { checkNinetyNineAddingEntry } from "./ninety-nine-adding/entry-check";
import { ninetyNineAddingEntrySchema } from "./ninety-nine-adding/options";
import { checkNinetyNineTricksEntry } from "./ninety-nine-tricks/entry-check";
import { ninetyNineTricksEntrySchema } from "./ninety-nine-tricks/options";
import type { GameId, Violation } from "./types";

// Each game's zod-free entry check (entry-check.ts, for the browser) accepts and refuses exactly what its zod entry
// schema does (for the server), with the same violations in the same order, as the phone shows them
// (lib/offline/replay-queue.ts) and the API lists them (lib/i18n/zod-issues.ts).

function schemaViolations(schema: z.ZodType, entry: unknown): Violation[] {
  const parsed = schema.safeParse(entry);
  if (parsed.success) return [];
  return parsed.error.issues.map(issueDetail).map(({ path, ...issue }) => ({ ...issue, field: path }));
}

const ids = fc.constantFrom("p1", "p2", "p3", "", "__proto__", "0", "x y");
/** Values a form or an API client may put anywhere: right, wrong and odd. */
const odd = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -0, 1.5, -3, 2 ** 60, -(2 ** 60), Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom("", "KS 9H", "h", "♥", " none ", "NONE", "declare", "reveal", "x", "😀"),
  fc.integer({ min: -100, max: 100 }),
  fc.string({ maxLength: 4 }),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.constant({}),
  fc.constant([]),
  fc.constant(new Date(0)),
);
const counts = fc.oneof(fc.dictionary(ids, fc.oneof(fc.integer({ min: -3, max: 30 }), odd), { maxKeys: 4 }), odd);
/** An object with some of `keys` (each right or odd) and perhaps a key the schema does not know. */
function entryLike(keys: Record<string, fc.Arbitrary<unknown>>) {
  const withSome = fc.record(
    Object.fromEntries(Object.entries(keys).map(([key, value]) => [key, fc.oneof(value, odd)])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 6, arbitrary: withSome },
    {
      weight: 2,
      arbitrary: fc.tuple(withSome, fc.dictionary(ids, odd, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: fc.anything() },
  );
}

/** Every game, by id: a game without its entry check here does not compile. */
const GAMES = {
  nines: {
    name: "Nines",
    schema: ninesEntrySchema,
    check: checkNinesEntry,
    entries: entryLike({
      winner: fc.oneof(ids, odd),
      hands: fc.oneof(fc.dictionary(ids, odd, { maxKeys: 4 }), odd),
      lastCard: fc.oneof(fc.constantFrom("9H", "KS"), odd),
    }),
  },
  "ninety-eight": {
    name: "Ninety-Eight",
    schema: ninetyEightEntrySchema,
    check: checkNinetyEightEntry,
    entries: entryLike({ eliminated: fc.oneof(fc.array(fc.oneof(ids, odd), { maxLength: 4 }), odd) }),
  },
  "ninety-nine-adding": {
    name: "Ninety-Nine, adding game",
    schema: ninetyNineAddingEntrySchema,
    check: checkNinetyNineAddingEntry,
    entries: entryLike({ bust: fc.oneof(ids, odd) }),
  },
  "ninety-nine-tricks": {
    name: "Ninety-Nine (tricks)",
    schema: ninetyNineTricksEntrySchema,
    check: checkNinetyNineTricksEntry,
    entries: entryLike({
      bids: counts,
      tricks: counts,
      trump: fc.oneof(fc.constantFrom("S", "H", "D", "C", "none", "♠", "s", "NONE", "X"), odd),
      premium: fc.oneof(
        fc.record(
          { player: fc.oneof(ids, odd), kind: fc.oneof(fc.constantFrom("declare", "reveal", "Declare"), odd) },
          { requiredKeys: [] },
        ),
        odd,
      ),
    }),
  },
} satisfies {
  [K in GameId]: {
    name: string;
    schema: z.ZodType;
    check: (entry: unknown) => Violation[];
    entries: fc.Arbitrary<unknown>;
  };
};

describe.each(Object.values(GAMES))("$name: the zod-free entry check", ({ schema, check, entries }) => {
  it("refuses what the schema refuses, with the same violations, and accepts what it accepts", () => {
    fc.assert(
      fc.property(entries, (entry) => {
        expect(check(entry)).toEqual(schemaViolations(schema, entry));
      }),
      { numRuns: 2000 },
    );
  });

  it("meets both verdicts among the random entries (the property is not vacuous)", () => {
    const verdicts = fc.sample(entries, { numRuns: 2000, seed: 27 }).map((entry) => check(entry).length === 0);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});
