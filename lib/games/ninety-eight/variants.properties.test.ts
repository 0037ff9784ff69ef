import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Summary, Table } from "../types";
import { type NinetyEightEntry, type NinetyEightOptions, ninetyEightOptionsSchema } from "./options";
import { ninetyEight } from "./rules";
import { type NinetyEightState, partnerOf, sidesIn } from "./state";

// Teams and an agreed number of rounds over random legal games (issue 9, "Done when").
const setup = fc
  .record({
    pairs: fc.integer({ min: 2, max: 4 }),
    solo: fc.integer({ min: 2, max: 8 }),
    teams: fc.boolean(),
    lives: fc.integer({ min: 1, max: 4 }),
    rounds: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    stakes: fc.boolean(),
    dealer: fc.nat(),
    seeds: fc.array(fc.array(fc.nat(), { minLength: 9, maxLength: 9 }), { minLength: 1, maxLength: 30 }),
  })
  .map(({ pairs, solo, teams, lives, rounds, stakes, dealer, seeds }) => {
    const count = teams ? pairs * 2 : solo;
    return {
      table: { players: Array.from({ length: count }, (_, i) => `p${i}`), firstDealer: dealer % count } as Table,
      options: ninetyEightOptionsSchema.parse({ teams, lives, rounds, stakes }),
      seeds,
    };
  });

/** A legal round: one side wins it, one player of each other side got stuck, in a random order. */
function randomRound(state: NinetyEightState, seed: readonly number[]): NinetyEightEntry {
  const sides = sidesIn(state);
  const winner = (seed[0] ?? 0) % sides.length;
  const key = (index: number) => seed[(index + 1) % seed.length] ?? 0;
  const stuck = sides
    .map((side, index) => ({ id: side[key(index) % side.length]!, index }))
    .filter(({ index }) => index !== winner)
    .sort((a, b) => key(a.index + 3) - key(b.index + 3));
  return { eliminated: stuck.map(({ id }) => id) };
}

function playGame(table: Table, options: NinetyEightOptions, seeds: number[][]) {
  let state = ninetyEight.initialState(table, options);
  const entries: NinetyEightEntry[] = [];
  const summaries: Summary[] = [];
  for (let round = 0; ninetyEight.summarize(state).status !== "finished"; round++) {
    const entry = randomRound(state, seeds[round % seeds.length] ?? []);
    expect(ninetyEight.validate(entry, state)).toEqual([]);
    state = ninetyEight.apply(entry, state).state;
    entries.push(entry);
    summaries.push(ninetyEight.summarize(state));
    expect(round).toBeLessThan(table.players.length * options.lives + (options.rounds ?? 0));
  }
  return { state, entries, summaries };
}

describe("Ninety-Eight variant properties", () => {
  it("team members always share strikes and rank, and are out together", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        const { state, summaries } = playGame(table, options, seeds);
        for (const summary of summaries) {
          for (const row of summary.standings) {
            const partner = partnerOf(state, row.playerId);
            if (!options.teams) {
              expect(partner).toBeNull();
              continue;
            }
            const other = summary.standings.find((s) => s.playerId === partner);
            expect(other).toBeDefined();
            expect([other?.strikes, other?.out, other?.rank, other?.team]).toEqual([
              row.strikes,
              row.out,
              row.rank,
              row.team,
            ]);
          }
        }
      }),
    );
  });

  it("a fixed-rounds game ends after exactly that many rounds, nobody out, fewest strikes winning (ties shared)", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        if (options.rounds === null) return;
        const { entries, summaries } = playGame(table, options, seeds);
        expect(entries).toHaveLength(options.rounds);
        summaries.forEach((summary, index) => {
          expect(summary.progress).toEqual({ rounds: { played: index + 1, total: options.rounds } });
          expect(summary.standings.every((row) => !row.out)).toBe(true);
        });
        const last = summaries.at(-1)!;
        const fewest = Math.min(...last.standings.map((row) => row.strikes ?? 0));
        expect(last.winners.sort()).toEqual(
          last.standings
            .filter((row) => row.strikes === fewest)
            .map((row) => row.playerId)
            .sort(),
        );
      }),
    );
  });

  it("a lives game ends with one side left, all its members winners; chips plus pot stay 0", () => {
    fc.assert(
      fc.property(setup, ({ table, options, seeds }) => {
        const { state, entries, summaries } = playGame(table, options, seeds);
        const last = summaries.at(-1)!;
        if (options.rounds === null) expect(last.winners).toEqual(sidesIn(state)[0]);
        expect(last.winners.length).toBeGreaterThan(0);
        for (const summary of summaries) {
          const chips = summary.standings.reduce((sum, s) => sum + (s.chips ?? 0), 0);
          expect(chips + Number(summary.extra?.pot ?? 0)).toBe(0);
        }
        const replayed = replay(ninetyEight, table, options, entries);
        expect(replayed.ok && replayed.summary).toEqual(last);
      }),
    );
  });
});
