import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Table } from "../types";
import { bidRange } from "./bids";
import type { NinetyNineTricksEntry, NinetyNineTricksOptions } from "./options";
import { ninetyNineTricks as game } from "./rules";
import { explainRound } from "./scoring";
import { deepFreeze } from "./test-helpers";

const players = ["ann", "ben", "cem"] as const;
const table: Table = { players, firstDealer: 0 };

const optionsArb: fc.Arbitrary<NinetyNineTricksOptions> = fc.record({
  bidEncoding: fc.constantFrom("suit" as const, "sum" as const),
  premiums: fc.boolean(),
  rounds: fc.integer({ min: 1, max: 12 }),
  target: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
});

/** Any split of 9 tricks among three players: two cut points in 0..9. */
const tricksArb = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([x, y]) => {
  const [lo, hi] = x <= y ? [x, y] : [y, x];
  return [lo, hi - lo, 9 - hi] as const;
});

/** A round the rules accept under `options`. */
function validRoundArb(options: NinetyNineTricksOptions) {
  const { max } = bidRange(options.bidEncoding);
  const bid = fc.integer({ min: 0, max });
  const premium = options.premiums
    ? fc.option(
        fc.record({
          player: fc.constantFrom(...players),
          kind: fc.constantFrom("declare" as const, "reveal" as const),
        }),
        { nil: undefined },
      )
    : fc.constant(undefined);
  return fc
    .record({
      bids: fc.tuple(bid, bid, bid),
      tricks: tricksArb,
      trump: fc.option(fc.constantFrom("S", "H", "D", "C", "none"), { nil: undefined }),
      premium,
    })
    .map(({ bids, tricks, trump, premium: p }) =>
      game.entrySchema.parse({
        bids: Object.fromEntries(players.map((id, i) => [id, bids[i]])),
        tricks: Object.fromEntries(players.map((id, i) => [id, tricks[i]])),
        ...(trump ? { trump } : {}),
        ...(p ? { premium: p } : {}),
      }),
    );
}

const gameArb = optionsArb.chain((options) =>
  fc.record({
    options: fc.constant(options),
    firstDealer: fc.integer({ min: 0, max: 2 }),
    rounds: fc.array(validRoundArb(options), { minLength: 1, maxLength: 15 }),
  }),
);

/** Plays rounds until the game ends; returns the entries the game took. */
function playable(options: NinetyNineTricksOptions, firstDealer: number, rounds: readonly NinetyNineTricksEntry[]) {
  let state = game.initialState({ ...table, firstDealer }, options);
  const taken: NinetyNineTricksEntry[] = [];
  for (const entry of rounds) {
    if (state.finished) break;
    expect(game.validate(entry, state)).toEqual([]);
    state = game.apply(entry, state).state;
    taken.push(entry);
  }
  return taken;
}

describe("properties of valid rounds", () => {
  it("tricks always add up to 9, and the trick points are those tricks", () => {
    fc.assert(
      fc.property(
        optionsArb.chain((o) => fc.tuple(fc.constant(o), validRoundArb(o))),
        ([options, entry]) => {
          const state = game.initialState(table, options);
          expect(game.validate(entry, state)).toEqual([]);
          const rows = explainRound(entry, state).players;
          expect(rows.reduce((sum, row) => sum + row.trickPoints, 0)).toBe(9);
          expect(Object.values(entry.tricks).reduce((a, b) => a + b, 0)).toBe(9);
        },
      ),
    );
  });

  it("scores are never negative and each is tricks + bonus + premium", () => {
    fc.assert(
      fc.property(
        optionsArb.chain((o) => fc.tuple(fc.constant(o), validRoundArb(o))),
        ([options, entry]) => {
          const state = game.initialState(table, options);
          const { scores } = game.apply(entry, state);
          const explained = explainRound(entry, state);
          for (const row of explained.players) {
            expect(scores[row.player]).toBe(row.points);
            expect(row.points).toBeGreaterThanOrEqual(0);
            expect(row.points).toBe(row.tricks + row.bonus + row.premium);
            expect(row.bonus).toBe(row.made ? explained.bonusEach : 0);
          }
          expect(explained.madeCount).toBe(explained.players.filter((row) => row.made).length);
        },
      ),
    );
  });

  it("a premium pays its amount to the player on success, to each of the two others on failure", () => {
    fc.assert(
      fc.property(
        optionsArb.map((o) => ({ ...o, premiums: true })).chain((o) => fc.tuple(fc.constant(o), validRoundArb(o))),
        ([options, entry]) => {
          const state = game.initialState(table, options);
          const { premium, players: rows } = explainRound(entry, state);
          const paid = rows.reduce((sum, row) => sum + row.premium, 0);
          if (!premium) expect(paid).toBe(0);
          else expect(paid).toBe(premium.success ? premium.amount : 2 * premium.amount);
        },
      ),
    );
  });

  it("totals equal the sums of the round scores (replay)", () => {
    fc.assert(
      fc.property(gameArb, ({ options, firstDealer, rounds }) => {
        const entries = playable(options, firstDealer, rounds);
        const r = replay(game, { ...table, firstDealer }, options, entries);
        if (!r.ok) throw new Error("refused");
        for (const row of r.summary.standings) {
          const sum = r.rounds.reduce((total, played) => total + (played.scores[row.playerId] ?? 0), 0);
          expect(row.score).toBe(sum);
        }
        expect(r.rounds.every((played) => !played.tiebreak)).toBe(true);
      }),
    );
  });

  it("the deal passes clockwise from the first dealer and the next seat leads", () => {
    fc.assert(
      fc.property(gameArb, ({ options, firstDealer, rounds }) => {
        const entries = playable(options, firstDealer, rounds);
        const r = replay(game, { ...table, firstDealer }, options, entries);
        if (!r.ok) throw new Error("refused");
        if (r.summary.status === "finished") {
          expect(r.summary.next).toBeNull();
          return;
        }
        const k = entries.length;
        expect(r.summary.next).toEqual({
          round: k + 1,
          dealer: players[(firstDealer + k) % 3],
          starter: players[(firstDealer + k + 1) % 3],
        });
        expect(r.summary.participants).toEqual([...players]);
      }),
    );
  });

  it("the game ends exactly when the rounds are played or the target is reached, and the highest totals win", () => {
    fc.assert(
      fc.property(gameArb, ({ options, firstDealer, rounds }) => {
        const entries = playable(options, firstDealer, rounds);
        const r = replay(game, { ...table, firstDealer }, options, entries);
        if (!r.ok) throw new Error("refused");
        const scores = r.summary.standings.map((row) => row.score ?? 0);
        const top = Math.max(...scores);
        const shouldEnd = options.target !== null ? top >= options.target : entries.length >= options.rounds;
        expect(r.summary.status).toBe(shouldEnd ? "finished" : "active");
        if (shouldEnd) {
          const best = r.summary.standings.filter((row) => row.score === top).map((row) => row.playerId);
          expect([...r.summary.winners].sort()).toEqual([...best].sort());
          expect(
            r.summary.standings
              .filter((row) => row.rank === 1)
              .map((row) => row.playerId)
              .sort(),
          ).toEqual([...best].sort());
        } else {
          expect(r.summary.winners).toEqual([]);
        }
        // Standings are best first, with competition ranks: 1 + how many have more.
        for (const row of r.summary.standings) {
          expect(row.rank).toBe(1 + scores.filter((s) => s > (row.score ?? 0)).length);
        }
      }),
    );
  });
});

/** Entries that may break any rule: odd counts, missing or unknown players, stray premiums. */
const anyEntryArb = fc
  .record({
    bids: fc.dictionary(fc.constantFrom("ann", "ben", "cem", "zed"), fc.integer({ min: -2, max: 12 })),
    tricks: fc.dictionary(fc.constantFrom("ann", "ben", "cem", "zed"), fc.integer({ min: -2, max: 12 })),
    premium: fc.option(
      fc.record({
        player: fc.constantFrom("ann", "ben", "cem", "zed"),
        kind: fc.constantFrom("declare" as const, "reveal" as const),
      }),
      { nil: undefined },
    ),
  })
  .map(({ premium, ...rest }) => game.entrySchema.parse({ ...rest, ...(premium ? { premium } : {}) }));

describe("properties of refused rounds", () => {
  it("an invalid entry never changes the state, and replay stops at it", () => {
    fc.assert(
      fc.property(gameArb, anyEntryArb, ({ options, firstDealer, rounds }, bad) => {
        const entries = playable(options, firstDealer, rounds);
        const at = { ...table, firstDealer };
        const before = replay(game, at, options, entries);
        if (!before.ok) throw new Error("refused");
        const state = deepFreeze(structuredClone(before.state)) as Parameters<typeof game.validate>[1];
        const snapshot = structuredClone(state);
        const violations = game.validate(bad, state);
        expect(state).toEqual(snapshot);
        if (violations.length === 0) return;
        for (const v of violations) expect(v.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
        const after = replay(game, at, options, [...entries, bad]);
        expect(after).toEqual({ ok: false, round: entries.length + 1, violations });
      }),
    );
  });

  it("validate accepts an entry exactly when its counts are complete, in range and sum to 9", () => {
    fc.assert(
      fc.property(optionsArb, anyEntryArb, (options, entry) => {
        const state = game.initialState(table, options);
        const { max } = bidRange(options.bidEncoding);
        const ok =
          Object.keys(entry.bids).length === 3 &&
          Object.keys(entry.tricks).length === 3 &&
          !("zed" in entry.bids) &&
          !("zed" in entry.tricks) &&
          Object.values(entry.bids).every((b) => b >= 0 && b <= max) &&
          Object.values(entry.tricks).every((t) => t >= 0 && t <= 9) &&
          Object.values(entry.tricks).reduce((a, b) => a + b, 0) === 9 &&
          (!entry.premium || (options.premiums && entry.premium.player !== "zed"));
        expect(game.validate(entry, state).length === 0).toBe(ok);
      }),
    );
  });

  it("apply never changes the state it is given", () => {
    fc.assert(
      fc.property(
        optionsArb.chain((o) => fc.tuple(fc.constant(o), validRoundArb(o))),
        ([options, entry]) => {
          const state = deepFreeze(game.initialState(table, options));
          const snapshot = structuredClone(state);
          game.apply(entry, state);
          expect(state).toEqual(snapshot);
        },
      ),
    );
  });
});
