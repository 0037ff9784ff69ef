import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Table } from "../types";
import { ninetyEightOptionsSchema } from "./options";
import { ninetyEight } from "./rules";
import type { NinetyEightState } from "./state";

const opts = (o: object = {}) => ninetyEightOptionsSchema.parse(o);
const three: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };

/** Applies entries one by one, checking each is valid; returns every state and the scores. */
function playOut(table: Table, options: object, entries: string[][]) {
  let state: NinetyEightState = ninetyEight.initialState(table, opts(options));
  const scores: Array<Record<string, number>> = [];
  for (const eliminated of entries) {
    expect(ninetyEight.validate({ eliminated }, state)).toEqual([]);
    const applied = ninetyEight.apply({ eliminated }, state);
    state = applied.state;
    scores.push(applied.scores);
  }
  return { state, scores, summary: ninetyEight.summarize(state) };
}

describe("Ninety-Eight options", () => {
  it("fills the canonical defaults", () => {
    expect(opts()).toEqual({
      lives: 3,
      rounds: null,
      stakes: false,
      limit: 98,
      reverseFours: false,
      jackSkip: false,
      handSize: 4,
      teams: false,
      ninetyNineRules: false,
    });
  });
  it("refuses unknown options and out-of-range values", () => {
    expect(ninetyEightOptionsSchema.safeParse({ jokers: true }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ lives: 0 }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ lives: 2.5 }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ handSize: 6 }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ handSize: 2 }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(ninetyEightOptionsSchema.safeParse({ limit: 50, handSize: 5, lives: 1 }).success).toBe(true);
  });
  it("takes entries of the right shape only", () => {
    expect(ninetyEight.entrySchema.safeParse({ eliminated: ["a"] }).success).toBe(true);
    expect(ninetyEight.entrySchema.safeParse({ eliminated: "a" }).success).toBe(false);
    expect(ninetyEight.entrySchema.safeParse({ eliminated: [""] }).success).toBe(false);
    expect(ninetyEight.entrySchema.safeParse({ eliminated: [], winner: "a" }).success).toBe(false);
  });
});

describe("Ninety-Eight: a whole game with stakes, by hand", () => {
  const entries = [["ben", "cem"], ["cem", "ann"], ["cem", "ben"], ["ann"], ["ben"]];
  const game = playOut(three, { stakes: true }, entries);

  it("scores one strike per eliminated player, 0 for the round winner, only for those still in", () => {
    expect(game.scores).toEqual([
      { ann: 0, ben: 1, cem: 1 },
      { ann: 1, ben: 0, cem: 1 },
      { ann: 0, ben: 1, cem: 1 },
      { ann: 1, ben: 0 },
      { ann: 0, ben: 1 },
    ]);
  });
  it("ends when one player is left, who wins", () => {
    expect(game.summary).toMatchObject({ status: "finished", winners: ["ann"], next: null, participants: [] });
  });
  it("ranks out players by when they went out", () => {
    expect(game.summary.standings).toEqual([
      { playerId: "ann", rank: 1, strikes: 2, out: false, chips: 11 },
      { playerId: "ben", rank: 2, strikes: 3, out: true, chips: -5 },
      { playerId: "cem", rank: 3, strikes: 3, out: true, chips: -6 },
    ]);
  });
  it("empties the pot into the game winner's balance", () => {
    expect(game.summary.extra).toEqual({ pot: 0 });
  });
  it("shows the pot and balances mid-game (ante 1 each, 1 per elimination to the round winner)", () => {
    const mid = playOut(three, { stakes: true }, entries.slice(0, 3)).summary;
    expect(mid.extra).toEqual({ pot: 9 });
    expect(mid.standings.map((s) => [s.playerId, s.chips])).toEqual([
      ["ann", 0],
      ["ben", -3],
      ["cem", -6],
    ]);
    expect(mid.next).toEqual({ round: 4, dealer: "ann", starter: "ben" });
    expect(mid.participants).toEqual(["ann", "ben"]);
  });
  it("replays to the same summary", () => {
    const result = replay(
      ninetyEight,
      three,
      opts({ stakes: true }),
      entries.map((eliminated) => ({ eliminated })),
    );
    expect(result.ok && result.summary).toEqual(game.summary);
    expect(result.ok && result.rounds.map((r) => r.scores)).toEqual(game.scores);
  });
});

describe("Ninety-Eight: deal and start", () => {
  it("the first dealer deals round 1; the player to the left starts", () => {
    const summary = ninetyEight.summarize(ninetyEight.initialState({ ...three, firstDealer: 2 }, opts()));
    expect(summary.next).toEqual({ round: 1, dealer: "cem", starter: "ann" });
    expect(summary).toMatchObject({ status: "active", winners: [], participants: ["ann", "ben", "cem"] });
    expect(summary.standings.every((s) => s.rank === 1 && s.strikes === 0 && s.out === false)).toBe(true);
    expect(summary.standings[0]).not.toHaveProperty("chips");
    expect(summary).not.toHaveProperty("extra");
  });
  it("passes the deal clockwise each round", () => {
    const { summary } = playOut(three, {}, [["ann", "ben"]]);
    expect(summary.next).toEqual({ round: 2, dealer: "ben", starter: "cem" });
  });
  it("passes the deal over players out of the game, and the starter skips them too", () => {
    const four: Table = { players: ["a", "b", "c", "d"], firstDealer: 0 };
    // Lives 2: after round 2, b (who dealt it) and c are out; the deal passes to d, a starts.
    const { summary } = playOut(four, { lives: 2 }, [
      ["b", "c", "d"],
      ["b", "c", "a"],
    ]);
    expect(summary.standings.filter((s) => s.out).map((s) => s.playerId)).toEqual(["c", "b"]);
    expect(summary.next).toEqual({ round: 3, dealer: "d", starter: "a" });
    expect(summary.participants).toEqual(["a", "d"]);
  });
  it("the starter is the next player still in left of the dealer", () => {
    const four: Table = { players: ["a", "b", "c", "d"], firstDealer: 3 };
    const { summary } = playOut(four, { lives: 1 }, []);
    expect(summary.next).toEqual({ round: 1, dealer: "d", starter: "a" });
    const after = playOut(four, { lives: 2 }, [
      ["a", "b", "c"],
      ["a", "c", "d"],
    ]).summary;
    // d dealt round 1, a round 2; a is out now, so the deal passes to b, and d (c is out) starts.
    expect(after.next).toEqual({ round: 3, dealer: "b", starter: "d" });
  });
});

describe("Ninety-Eight: strikes and lives", () => {
  it("lives 1 is the single-round game; order of going out ranks the losers", () => {
    const table: Table = { players: ["a", "b", "c", "d"], firstDealer: 0 };
    const { summary } = playOut(table, { lives: 1 }, [["c", "a", "d"]]);
    expect(summary.status).toBe("finished");
    expect(summary.standings.map((s) => [s.playerId, s.rank, s.strikes, s.out])).toEqual([
      ["b", 1, 0, false],
      ["d", 2, 1, true],
      ["a", 3, 1, true],
      ["c", 4, 1, true],
    ]);
  });
  it("players still in with equal strikes share a rank (1, 1, 3)", () => {
    const table: Table = { players: ["a", "b", "c", "d"], firstDealer: 0 };
    const { summary } = playOut(table, { lives: 5 }, [
      ["a", "b", "c"],
      ["d", "c", "b"],
    ]);
    expect(summary.standings.map((s) => [s.playerId, s.rank, s.strikes])).toEqual([
      ["a", 1, 1],
      ["d", 1, 1],
      ["b", 3, 2],
      ["c", 3, 2],
    ]);
    expect(summary.winners).toEqual([]);
  });
  it("a player is out exactly at `lives` strikes", () => {
    const { summary } = playOut(three, { lives: 2 }, [["ann", "ben"]]);
    expect(summary.standings.every((s) => !s.out)).toBe(true);
    const later = playOut(three, { lives: 2 }, [
      ["ann", "ben"],
      ["ann", "cem"],
    ]).summary;
    expect(later.standings.find((s) => s.playerId === "ann")).toMatchObject({ strikes: 2, out: true });
    expect(later.participants).toEqual(["ben", "cem"]);
  });
  it("two players going out in the same round end the game for the third", () => {
    const { summary } = playOut(three, { lives: 1 }, [["ann", "cem"]]);
    expect(summary).toMatchObject({ status: "finished", winners: ["ben"] });
    expect(summary.standings.map((s) => s.playerId)).toEqual(["ben", "cem", "ann"]);
  });
  it("without stakes no chips move and none are shown", () => {
    const { state, summary } = playOut(three, {}, [["ann", "ben"]]);
    expect(state.bank).toEqual({ chips: { ann: 0, ben: 0, cem: 0 }, pot: 0 });
    expect(summary.standings[0]).not.toHaveProperty("chips");
  });
  it("does not change the state it is given", () => {
    const state = ninetyEight.initialState(three, opts({ stakes: true }));
    const copy = structuredClone(state);
    ninetyEight.apply({ eliminated: ["ann", "ben"] }, state);
    expect(state).toEqual(copy);
  });
});
