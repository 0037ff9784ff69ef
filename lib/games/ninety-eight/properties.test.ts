import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Summary, Table } from "../types";
import { type NinetyEightEntry, ninetyEightOptionsSchema } from "./options";
import { ninetyEight } from "./rules";
import { type NinetyEightState, stillIn } from "./state";

const setup = fc
  .record({
    count: fc.integer({ min: 2, max: 8 }),
    lives: fc.integer({ min: 1, max: 4 }),
    stakes: fc.boolean(),
    dealer: fc.nat(),
    // Each round draws from these numbers: who wins it and the order the others went out.
    seeds: fc.array(fc.array(fc.nat(), { minLength: 9, maxLength: 9 }), { minLength: 1, maxLength: 40 }),
  })
  .map(({ count, lives, stakes, dealer, seeds }) => ({
    table: { players: Array.from({ length: count }, (_, i) => `p${i}`), firstDealer: dealer % count } as Table,
    options: ninetyEightOptionsSchema.parse({ lives, stakes }),
    seeds,
  }));

/** A legal round: one random winner, the others eliminated in a random order. */
function randomRound(state: NinetyEightState, seed: readonly number[]): NinetyEightEntry {
  const playing = stillIn(state);
  const winner = playing[(seed[0] ?? 0) % playing.length];
  const key = (id: string) => seed[(state.table.players.indexOf(id) + 1) % seed.length] ?? 0;
  return { eliminated: playing.filter((id) => id !== winner).sort((a, b) => key(a) - key(b)) };
}

/** Plays random legal rounds to the end (every round adds a strike, so it ends within players × lives). */
function playGame(table: Table, options: NinetyEightState["options"], seeds: number[][]) {
  let state = ninetyEight.initialState(table, options);
  const entries: NinetyEightEntry[] = [];
  const summaries: Summary[] = [];
  for (let round = 0; ninetyEight.summarize(state).status !== "finished"; round++) {
    const entry = randomRound(state, seeds[round % seeds.length] ?? []);
    expect(ninetyEight.validate(entry, state)).toEqual([]);
    state = ninetyEight.apply(entry, state).state;
    entries.push(entry);
    summaries.push(ninetyEight.summarize(state));
    expect(round).toBeLessThan(table.players.length * options.lives);
  }
  return { state, entries, summaries };
}

describe("Ninety-Eight properties", () => {
  it("a finished game has exactly one winner: the one player still in", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        const { state, summaries } = playGame(table, options, seeds);
        const last = summaries.at(-1);
        expect(last?.winners).toEqual(stillIn(state));
        expect(last?.winners).toHaveLength(1);
        expect(last?.standings.filter((s) => s.rank === 1).map((s) => s.playerId)).toEqual(last?.winners);
        expect(last?.standings.filter((s) => !s.out)).toHaveLength(1);
        for (const earlier of summaries.slice(0, -1)) expect(earlier.winners).toEqual([]);
      }),
    );
  });

  it("strikes never pass `lives`; out exactly at `lives`; ranks are 1..n competition ranks", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        for (const summary of playGame(table, options, seeds).summaries) {
          for (const row of summary.standings) {
            expect(row.strikes).toBeGreaterThanOrEqual(0);
            expect(row.strikes).toBeLessThanOrEqual(options.lives);
            expect(row.out).toBe(row.strikes === options.lives);
            expect(row.rank).toBeGreaterThanOrEqual(1);
          }
          const ranks = summary.standings.map((s) => s.rank);
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          expect(ranks[0]).toBe(1);
        }
      }),
    );
  });

  it("chips plus pot always sum to 0, and the pot is empty once the game is won", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        const { summaries } = playGame(table, { ...options, stakes: true }, seeds);
        for (const summary of summaries) {
          const chips = summary.standings.reduce((sum, s) => sum + (s.chips ?? 0), 0);
          expect(chips + Number(summary.extra?.pot)).toBe(0);
        }
        expect(summaries.at(-1)?.extra?.pot).toBe(0);
      }),
    );
  });

  it("strikes equal the sum of the round scores replay gives, and replay reaches the same summary", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        const { entries, summaries } = playGame(table, options, seeds);
        const result = replay(ninetyEight, table, options, entries);
        if (!result.ok) throw new Error("replay refused a legal game");
        expect(result.summary).toEqual(summaries.at(-1));
        for (const row of result.summary.standings) {
          const sum = result.rounds.reduce((total, round) => total + (round.scores[row.playerId] ?? 0), 0);
          expect(row.strikes).toBe(sum);
        }
      }),
    );
  });

  it("validate accepts exactly the legal entries, and an invalid entry never changes the state", () => {
    fc.assert(
      fc.property(setup, fc.nat(), fc.array(fc.nat(), { maxLength: 8 }), ({ table, options, seeds }, cut, picks) => {
        // Names drawn from the table plus one stranger, so legal and illegal lists both come up often.
        const ids = [...table.players, "zed"];
        const eliminated = picks.map((pick) => ids[pick % ids.length] ?? "zed");
        const { entries } = playGame(table, options, seeds);
        const prefix = entries.slice(0, cut % (entries.length + 1));
        const result = replay(ninetyEight, table, options, prefix);
        if (!result.ok) throw new Error("replay refused a legal game");
        const state = result.state as NinetyEightState;
        const before = structuredClone(state);
        const playing = stillIn(state);
        const legal =
          result.summary.status !== "finished" &&
          new Set(eliminated).size === eliminated.length &&
          eliminated.every((id) => playing.includes(id)) &&
          eliminated.length === playing.length - 1;
        const violations = ninetyEight.validate({ eliminated }, state);
        expect(violations.length === 0).toBe(legal);
        expect(state).toEqual(before);
        if (!legal) {
          const refused = replay(ninetyEight, table, options, [...prefix, { eliminated }]);
          expect(refused.ok).toBe(false);
        }
      }),
    );
  });
});
