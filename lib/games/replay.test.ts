import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { nines } from "./nines/rules";
import type { NinesState } from "./nines/state";
import { replay } from "./replay";
import type { Game, Summary, Table } from "./types";

// Round entries are the source of truth: replay derives every total from them and stops at the first refused one.

/** A toy game: each round adds a number; negative numbers are refused; the game ends at 10; "tb" rounds are tie-breaks. */
interface ToyEntry {
  add: number;
  tb?: boolean;
}
interface ToyState {
  total: number;
  rounds: number;
}
const toyEntrySchema = z.strictObject({ add: z.number(), tb: z.boolean().optional() });
const toy: Game<Record<string, never>, ToyEntry, ToyState> = {
  id: "nines", // any GameId will do: replay never reads it
  minPlayers: 1,
  maxPlayers: 1,
  betterRoundScore: "higher",
  optionsSchema: z.strictObject({}),
  entrySchema: toyEntrySchema,
  validateSetup: () => [],
  initialState: () => ({ total: 0, rounds: 0 }),
  validate: (entry, state) => [
    ...(state.total >= 10 ? [{ code: "game_finished", message: "over" }] : []),
    ...(entry.add < 0 ? [{ code: "negative", message: "no", field: "add" }] : []),
  ],
  apply: (entry, state) => ({
    state: { total: state.total + entry.add, rounds: state.rounds + 1 },
    scores: { solo: entry.add },
    ...(entry.tb ? { tiebreak: true } : {}),
  }),
  summarize: (state): Summary => ({
    status: state.total >= 10 ? "finished" : "active",
    standings: [{ playerId: "solo", rank: 1, score: state.total }],
    winners: state.total >= 10 ? ["solo"] : [],
    tiebreak: null,
    next: state.total >= 10 ? null : { round: state.rounds + 1, dealer: "solo", starter: "solo" },
    participants: ["solo"],
    progress: { playsTo: 10 },
  }),
};
const solo: Table = { players: ["solo"], firstDealer: 0 };
const seat = (round: number) => ({ round, dealer: "solo", starter: "solo" });

describe("replay with a toy game", () => {
  it("no entries: the initial state and its summary", () => {
    expect(replay(toy, solo, {}, [])).toEqual({
      ok: true,
      rounds: [],
      summary: toy.summarize({ total: 0, rounds: 0 }),
      state: { total: 0, rounds: 0 },
    });
  });

  it("numbers the rounds from 1, keeps each round's scores, and marks tie-breaks (false by default)", () => {
    const result = replay(toy, solo, {}, [{ add: 2 }, { add: 3, tb: true }, { add: 1 }]);
    expect(result).toEqual({
      ok: true,
      rounds: [
        { number: 1, scores: { solo: 2 }, tiebreak: false, totals: { solo: 2 }, seats: seat(1) },
        // A tie-break's score is kept with the round but not added to the running total.
        { number: 2, scores: { solo: 3 }, tiebreak: true, totals: { solo: 2 }, seats: seat(2) },
        { number: 3, scores: { solo: 1 }, tiebreak: false, totals: { solo: 3 }, seats: seat(3) },
      ],
      summary: toy.summarize({ total: 6, rounds: 3 }),
      state: { total: 6, rounds: 3 },
    });
  });

  it("stops at the first refused entry with its round number and violations, never applying it or anything after", () => {
    const apply = vi.spyOn(toy, "apply");
    const result = replay(toy, solo, {}, [{ add: 2 }, { add: -1 }, { add: -5 }, { add: 4 }]);
    expect(result).toEqual({ ok: false, round: 2, violations: [{ code: "negative", message: "no", field: "add" }] });
    expect(apply).toHaveBeenCalledTimes(1);
    apply.mockRestore();
  });

  it("validates each entry against the state left by the rounds before it", () => {
    expect(replay(toy, solo, {}, [{ add: 10 }, { add: 1 }])).toEqual({
      ok: false,
      round: 2,
      violations: [{ code: "game_finished", message: "over" }],
    });
  });

  it("does not change the entries it is given", () => {
    const entries = [{ add: 2 }, { add: 3, tb: true }];
    const copy = structuredClone(entries);
    replay(toy, solo, {}, entries);
    expect(entries).toEqual(copy);
  });

  it("property: ok exactly when every entry is valid; otherwise stops at the first invalid one; a prefix replays the same", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ add: fc.integer({ min: -2, max: 5 }) }), { maxLength: 10 }), (entries) => {
        const result = replay(toy, solo, {}, entries);
        let total = 0;
        for (const [index, entry] of entries.entries()) {
          if (total >= 10 || entry.add < 0) {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.round).toBe(index + 1);
            return;
          }
          total += entry.add;
          const prefix = replay(toy, solo, {}, entries.slice(0, index + 1));
          expect(prefix.ok && prefix.state).toEqual({ total, rounds: index + 1 });
        }
        expect(result.ok && result.state).toEqual({ total, rounds: entries.length });
      }),
    );
  });
});

describe("replay with Nines", () => {
  const table: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
  const opts = nines.optionsSchema.parse({});

  it("one round: ben deals next, cem starts", () => {
    const result = replay(nines, table, opts, [{ winner: "ann", hands: { ben: 30, cem: 4 } }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rounds).toEqual([
      {
        number: 1,
        scores: { ann: 0, ben: 30, cem: 4 },
        tiebreak: false,
        totals: { ann: 0, ben: 30, cem: 4 },
        seats: { round: 1, dealer: "ann", starter: "ben" },
      },
    ]);
    expect(result.summary.next).toEqual({ round: 2, dealer: "ben", starter: "cem" });
    expect((result.state as NinesState).totals).toEqual({ ann: 0, ben: 30, cem: 4 });
  });

  it("a whole game with a tie-break: the tie-break round is flagged and its scores stay out of the totals", () => {
    const result = replay(nines, table, opts, [
      { winner: "ann", hands: { ben: 10, cem: 50 } },
      { winner: "ben", hands: { ann: 10, cem: 50 } },
      { winner: "ann", hands: { ben: "KS" } },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rounds.map((round) => [round.number, round.tiebreak, round.scores])).toEqual([
      [1, false, { ann: 0, ben: 10, cem: 50 }],
      [2, false, { ann: 10, ben: 0, cem: 50 }],
      [3, true, { ann: 0, ben: 10 }],
    ]);
    expect(result.summary.standings).toEqual([
      { playerId: "ann", rank: 1, score: 10 },
      { playerId: "ben", rank: 2, score: 10 },
      { playerId: "cem", rank: 3, score: 100 },
    ]);
    expect(result.summary.winners).toEqual(["ann"]);
  });

  it("an edit that ends the game earlier makes the later rounds refused (game_finished)", () => {
    const later = [
      { winner: "ann", hands: { ben: 20, cem: 20 } },
      { winner: "ben", hands: { ann: 20, cem: 20 } },
    ];
    expect(replay(nines, table, opts, [{ winner: "cem", hands: { ann: 5, ben: 5 } }, ...later]).ok).toBe(true);
    const edited = replay(nines, table, opts, [{ winner: "cem", hands: { ann: 5, ben: 100 } }, ...later]);
    expect(edited).toEqual({
      ok: false,
      round: 2,
      violations: [{ code: "game_finished", message: "The game is over; no more rounds can be added." }],
    });
  });

  it("an edit that turns a win into a tie makes a later full round refused (not_in_round)", () => {
    const later = { winner: "cem", hands: { ann: 3, ben: 3 } };
    const edited = replay(nines, table, opts, [
      { winner: "ann", hands: { ben: 10, cem: 50 } },
      { winner: "ben", hands: { ann: 10, cem: 50 } },
      later,
    ]);
    expect(edited.ok).toBe(false);
    if (edited.ok) return;
    expect(edited.round).toBe(3);
    expect(edited.violations.map((v) => [v.code, v.field])).toEqual([["not_in_round", "winner"]]);
  });

  it("property: any prefix of a random game replays to the step-by-step state", () => {
    const round = fc.record({
      winner: fc.nat(),
      penalties: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        fc.array(round, { maxLength: 15 }),
        (count, rounds, plans) => {
          const players = ["ann", "ben", "cem", "dan", "eve"].slice(0, count);
          const t: Table = { players, firstDealer: count - 1 };
          const options = nines.optionsSchema.parse({ rounds, threshold: 60 });
          let state = nines.initialState(t, options);
          const entries: unknown[] = [];
          for (const plan of plans) {
            if (state.finished) break;
            const inRound = nines.summarize(state).participants;
            const winner = inRound[plan.winner % inRound.length]!;
            const others = inRound.filter((id) => id !== winner);
            const entry = { winner, hands: Object.fromEntries(others.map((id, i) => [id, plan.penalties[i]!])) };
            state = nines.apply(nines.entrySchema.parse(entry), state).state;
            entries.push(entry);
            const result = replay(nines, t, options, entries);
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            expect(result.state).toEqual(state);
            expect(result.summary).toEqual(nines.summarize(state));
            expect(result.rounds).toHaveLength(entries.length);
          }
        },
      ),
    );
  });
});
