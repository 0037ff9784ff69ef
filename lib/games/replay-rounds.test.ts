import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nines } from "./nines/rules";
import { ninetyEight } from "./ninety-eight/rules";
import { ninetyNineAdding } from "./ninety-nine-adding/rules";
import { ninetyNineTricks } from "./ninety-nine-tricks/rules";
import { type PlayedRound, replay } from "./replay";
import type { AnyGame, Table } from "./types";

// What replay records per round (running totals, the seats it was played from) and each game's progress:
// the scoreboard and the round forms read these instead of working them out again.

const THREE: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
const FOUR: Table = { players: ["ann", "ben", "cem", "dan"], firstDealer: 0 };

function played(game: AnyGame, table: Table, options: object, entries: unknown[]) {
  const result = replay(game, table, game.optionsSchema.parse(options), entries);
  if (!result.ok) throw new Error(`refused round ${result.round}: ${JSON.stringify(result.violations)}`);
  return result;
}
const totals = (rounds: PlayedRound[]) => rounds.map((round) => round.totals);
const seats = (rounds: PlayedRound[]) => rounds.map((round) => [round.seats?.dealer, round.seats?.starter]);

const tricks = (bids: [number, number, number], won: [number, number, number]) => ({
  bids: { ann: bids[0], ben: bids[1], cem: bids[2] },
  tricks: { ann: won[0], ben: won[1], cem: won[2] },
});

describe("running totals after each round", () => {
  it("Nines: penalties add up; the tie-break round's penalties are shown but not added", () => {
    const { rounds, summary } = played(nines, THREE, {}, [
      { winner: "ann", hands: { ben: 10, cem: 50 } },
      { winner: "ben", hands: { ann: 10, cem: 50 } },
      // Tie for lowest (ann 10, ben 10): ben goes out first in the tie-break; ann holds K + 9 = 25.
      { winner: "ben", hands: { ann: "KS 9H" } },
    ]);
    expect(rounds[2]).toMatchObject({ tiebreak: true, scores: { ann: 25, ben: 0 } });
    expect(totals(rounds)).toEqual([
      { ann: 0, ben: 10, cem: 50 },
      { ann: 10, ben: 10, cem: 100 },
      { ann: 10, ben: 10, cem: 100 },
    ]);
    expect(summary.standings.map((row) => [row.playerId, row.score])).toEqual([
      ["ben", 10],
      ["ann", 10],
      ["cem", 100],
    ]);
  });

  it("Ninety-Nine (tricks): the sheet's round (1, 3 + 30, 5), then all three make it (3 + 10 each)", () => {
    const { rounds } = played(ninetyNineTricks, THREE, {}, [
      tricks([0, 3, 2], [1, 3, 5]),
      tricks([3, 3, 3], [3, 3, 3]),
    ]);
    expect(totals(rounds)).toEqual([
      { ann: 1, ben: 33, cem: 5 },
      { ann: 14, ben: 46, cem: 18 },
    ]);
  });

  it("Ninety-Eight: strikes taken so far (1 per elimination)", () => {
    const { rounds } = played(ninetyEight, THREE, {}, [{ eliminated: ["ann", "ben"] }, { eliminated: ["cem", "ann"] }]);
    expect(totals(rounds)).toEqual([
      { ann: 1, ben: 1, cem: 0 },
      { ann: 2, ben: 1, cem: 1 },
    ]);
  });

  it("adding game: tokens lost so far (−1 per bust)", () => {
    const { rounds } = played(ninetyNineAdding, THREE, {}, [{ bust: "ben" }, { bust: "cem" }, { bust: "ben" }]);
    expect(totals(rounds)).toEqual([
      { ann: 0, ben: -1, cem: 0 },
      { ann: 0, ben: -1, cem: -1 },
      { ann: 0, ben: -2, cem: -1 },
    ]);
  });
});

describe("the seats of past rounds", () => {
  it("Nines: the deal passes clockwise; in the tie-break only among the tied players", () => {
    const { rounds } = played(nines, THREE, {}, [
      { winner: "ann", hands: { ben: 10, cem: 50 } },
      { winner: "ben", hands: { ann: 10, cem: 50 } },
      { winner: "ben", hands: { ann: 3 } },
    ]);
    expect(seats(rounds)).toEqual([
      ["ann", "ben"],
      ["ben", "cem"],
      // cem (not tied) is passed over: ann deals, ben starts.
      ["ann", "ben"],
    ]);
    expect(rounds.map((round) => round.seats?.round)).toEqual([1, 2, 3]);
  });

  it("Ninety-Nine (tricks): from the chosen first dealer, clockwise, the next seat leads", () => {
    const { rounds } = played(ninetyNineTricks, { ...THREE, firstDealer: 2 }, {}, [
      tricks([0, 0, 0], [3, 3, 3]),
      tricks([0, 0, 0], [3, 3, 3]),
      tricks([0, 0, 0], [3, 3, 3]),
      tricks([0, 0, 0], [3, 3, 3]),
    ]);
    expect(seats(rounds)).toEqual([
      ["cem", "ann"],
      ["ann", "ben"],
      ["ben", "cem"],
      ["cem", "ann"],
    ]);
  });

  it("Ninety-Eight: the deal and the start skip players who are out", () => {
    const { rounds } = played(ninetyEight, FOUR, { lives: 2 }, [
      { eliminated: ["ben", "cem", "dan"] },
      // ben and cem take their second strike and are out of the game.
      { eliminated: ["ben", "cem", "ann"] },
      { eliminated: ["ann"] },
    ]);
    expect(seats(rounds)).toEqual([
      ["ann", "ben"],
      ["ben", "cem"],
      // After ben's deal the next player still in is dan; the next one left of dan still in is ann.
      ["dan", "ann"],
    ]);
  });

  it("adding game: the buster deals the next hand, even when that bust put them out", () => {
    const { rounds, summary } = played(ninetyNineAdding, THREE, { lives: 2 }, [
      { bust: "cem" },
      { bust: "ben" },
      // ben's second bust: out, but ben still gathers and deals; cem (next still in) opens.
      { bust: "ben" },
      { bust: "cem" },
    ]);
    expect(seats(rounds)).toEqual([
      ["ann", "ben"],
      ["cem", "ann"],
      ["ben", "cem"],
      ["ben", "cem"],
    ]);
    expect(summary.status).toBe("finished");
  });
});

describe("progress, as each game's own rules measure it", () => {
  const progress = (game: AnyGame, options: object, entries: unknown[] = [], table = THREE) =>
    played(game, table, options, entries).summary.progress;

  it("Nines plays to the threshold (100 by default), unless `rounds` replaces it", () => {
    expect(progress(nines, {})).toEqual({ playsTo: 100 });
    expect(progress(nines, { threshold: 50 })).toEqual({ playsTo: 50 });
    expect(progress(nines, { rounds: 5 })).toEqual({ rounds: { played: 0, total: 5 } });
    expect(progress(nines, { rounds: 5 }, [{ winner: "ann", hands: { ben: 4, cem: 6 } }])).toEqual({
      rounds: { played: 1, total: 5 },
    });
  });

  it("Nines: a tie-break round is not one of the `rounds`", () => {
    const entries = [
      { winner: "ann", hands: { ben: 5, cem: 9 } },
      { winner: "ben", hands: { ann: 5, cem: 9 } },
      { winner: "ann", hands: { ben: 3 } },
    ];
    expect(progress(nines, { rounds: 2 }, entries.slice(0, 2))).toEqual({ rounds: { played: 2, total: 2 } });
    expect(progress(nines, { rounds: 2 }, entries)).toEqual({ rounds: { played: 2, total: 2 } });
  });

  it("Ninety-Nine (tricks) plays 9 rounds by default, `rounds` of them, or to `target` when set", () => {
    expect(progress(ninetyNineTricks, {})).toEqual({ rounds: { played: 0, total: 9 } });
    expect(progress(ninetyNineTricks, { rounds: 6 }, [tricks([3, 0, 0], [3, 3, 3])])).toEqual({
      rounds: { played: 1, total: 6 },
    });
    expect(progress(ninetyNineTricks, { target: 100 })).toEqual({ playsTo: 100 });
    expect(progress(ninetyNineTricks, { rounds: 6, target: 40 })).toEqual({ playsTo: 40 });
  });

  it("Ninety-Eight counts lives (strikes to go out)", () => {
    expect(progress(ninetyEight, {})).toEqual({ lives: 3 });
    expect(progress(ninetyEight, { lives: 1 })).toEqual({ lives: 1 });
  });

  it("adding game: tokens, and with `hands` a fixed number of hands", () => {
    expect(progress(ninetyNineAdding, {})).toEqual({ lives: 3 });
    expect(progress(ninetyNineAdding, { lives: 5, hands: 10 }, [{ bust: "ann" }])).toEqual({
      lives: 5,
      rounds: { played: 1, total: 10 },
    });
  });
});

describe("property: the last round's running totals are the standings' totals (score games)", () => {
  const penalties = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 5, maxLength: 5 });

  it("Nines, tie-breaks included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        fc.array(fc.record({ winner: fc.nat(), penalties }), { minLength: 1, maxLength: 15 }),
        (count, rounds, plans) => {
          const table: Table = { players: ["a", "b", "c", "d", "e", "f"].slice(0, count), firstDealer: 0 };
          const options = nines.optionsSchema.parse({ rounds, threshold: 50 });
          let state = nines.initialState(table, options);
          const entries: unknown[] = [];
          for (const plan of plans) {
            if (state.finished) break;
            const inRound = nines.summarize(state).participants;
            const winner = inRound[plan.winner % inRound.length]!;
            const others = inRound.filter((id) => id !== winner);
            const entry = { winner, hands: Object.fromEntries(others.map((id, i) => [id, plan.penalties[i]!])) };
            entries.push(entry);
            state = nines.apply(nines.entrySchema.parse(entry), state).state;
          }
          const result = played(nines, table, options, entries);
          const last = result.rounds.at(-1)!;
          for (const row of result.summary.standings) expect(last.totals[row.playerId]).toBe(row.score);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("Ninety-Nine (tricks)", () => {
    const split = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([x, y]) => {
      const [lo, hi] = x <= y ? [x, y] : [y, x];
      return [lo, hi - lo, 9 - hi] as [number, number, number];
    });
    const bid = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.tuple(bid, bid, bid), split), { minLength: 1, maxLength: 9 }), (plans) => {
        const result = played(
          ninetyNineTricks,
          THREE,
          {},
          plans.map(([bids, won]) => tricks(bids, won)),
        );
        const last = result.rounds.at(-1)!;
        for (const row of result.summary.standings) expect(last.totals[row.playerId]).toBe(row.score);
      }),
      { numRuns: 150 },
    );
  });
});
