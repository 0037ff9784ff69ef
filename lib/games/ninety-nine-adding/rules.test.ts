import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Table } from "../types";
import { ninetyNineAddingOptionsSchema } from "./options";
import { ninetyNineAdding } from "./rules";
import type { NinetyNineAddingState } from "./state";

const opts = (o: object = {}) => ninetyNineAddingOptionsSchema.parse(o);
const three: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
const seats = (count: number): Table => ({ players: ["a", "b", "c", "d", "e"].slice(0, count), firstDealer: 0 });

function playOut(table: Table, options: object, busts: string[]) {
  let state: NinetyNineAddingState = ninetyNineAdding.initialState(table, opts(options));
  const scores: Array<Record<string, number>> = [];
  for (const bust of busts) {
    expect(ninetyNineAdding.validate({ bust }, state)).toEqual([]);
    const applied = ninetyNineAdding.apply({ bust }, state);
    state = applied.state;
    scores.push(applied.scores);
  }
  return { state, scores, summary: ninetyNineAdding.summarize(state) };
}

describe("adding game options", () => {
  it("fills the canonical defaults", () => {
    expect(opts()).toEqual({
      lives: 3,
      hands: null,
      startTotal: 0,
      countdown: false,
      nineKingSwap: false,
      stakes: false,
      limit: 99,
      handSize: 3,
      noValueCards: false,
    });
  });
  it("refuses unknown options and values outside the rulings", () => {
    const bad = [
      { lives: 1 },
      { lives: 6 },
      { hands: 0 },
      { startTotal: 60 },
      { limit: 98 },
      { handSize: 6 },
      // Sheet 004 names 3 cards, or 5 for Ring of 99: nothing in between.
      { handSize: 4 },
      { noValueCards: 2 },
      { tokens: 3 },
    ];
    for (const o of bad) expect(ninetyNineAddingOptionsSchema.safeParse(o).success).toBe(false);
    expect(opts({ lives: 5, hands: 20, startTotal: 75, limit: 299, handSize: 5 })).toMatchObject({ hands: 20 });
  });
  it("takes entries of the right shape only", () => {
    expect(ninetyNineAdding.entrySchema.safeParse({ bust: "a" }).success).toBe(true);
    expect(ninetyNineAdding.entrySchema.safeParse({ bust: ["a"] }).success).toBe(false);
    expect(ninetyNineAdding.entrySchema.safeParse({ bust: "" }).success).toBe(false);
    expect(ninetyNineAdding.entrySchema.safeParse({ bust: "a", winner: "b" }).success).toBe(false);
  });
});

describe("adding game: a whole game with stakes, by hand", () => {
  const busts = ["ben", "ben", "cem", "ann", "ann"];
  const game = playOut(three, { lives: 2, stakes: true }, busts);

  it("scores −1 for the buster and 0 for everyone else still in", () => {
    expect(game.scores).toEqual([
      { ann: 0, ben: -1, cem: 0 },
      { ann: 0, ben: -1, cem: 0 },
      { ann: 0, cem: -1 },
      { ann: -1, cem: 0 },
      { ann: -1, cem: 0 },
    ]);
  });
  it("ends with the last player holding tokens as the winner, who takes the pot", () => {
    expect(game.summary).toMatchObject({ status: "finished", winners: ["cem"], next: null, extra: { pot: 0 } });
    expect(game.summary.standings).toEqual([
      { playerId: "cem", rank: 1, lives: 1, out: false, chips: 4 },
      { playerId: "ann", rank: 2, lives: 0, out: true, chips: -2 },
      { playerId: "ben", rank: 3, lives: 0, out: true, chips: -2 },
    ]);
  });
  it("the buster pays one chip into the pot each hand", () => {
    const mid = playOut(three, { lives: 2, stakes: true }, busts.slice(0, 3)).summary;
    expect(mid.extra).toEqual({ pot: 3 });
    expect(mid.standings.map((s) => [s.playerId, s.chips])).toEqual([
      ["ann", 0],
      ["cem", -1],
      ["ben", -2],
    ]);
  });
  it("replays to the same summary", () => {
    const result = replay(
      ninetyNineAdding,
      three,
      opts({ lives: 2, stakes: true }),
      busts.map((bust) => ({ bust })),
    );
    expect(result.ok && result.summary).toEqual(game.summary);
  });
});

describe("adding game: who deals and who opens", () => {
  it("first hand: the first dealer deals, the player to the left opens", () => {
    const summary = ninetyNineAdding.summarize(ninetyNineAdding.initialState({ ...three, firstDealer: 2 }, opts()));
    expect(summary.next).toEqual({ round: 1, dealer: "cem", starter: "ann" });
    expect(summary.standings.every((s) => s.rank === 1 && s.lives === 3 && s.out === false)).toBe(true);
    expect(summary).not.toHaveProperty("extra");
    expect(summary.standings[0]).not.toHaveProperty("chips");
  });
  it("the buster deals the next hand, the player to the buster's left opens", () => {
    expect(playOut(three, {}, ["ben"]).summary.next).toEqual({ round: 2, dealer: "ben", starter: "cem" });
    expect(playOut(three, {}, ["cem"]).summary.next).toEqual({ round: 2, dealer: "cem", starter: "ann" });
  });
  it("a buster who just went out still deals; the next player with tokens opens", () => {
    const { summary } = playOut(seats(4), { lives: 2 }, ["c", "b", "b"]);
    expect(summary.next).toEqual({ round: 4, dealer: "b", starter: "c" });
    const skipOut = playOut(seats(4), { lives: 2 }, ["c", "c", "b", "b"]).summary;
    // b dealt out of the game; c is out too, so d opens.
    expect(skipOut.next).toEqual({ round: 5, dealer: "b", starter: "d" });
    expect(skipOut.participants).toEqual(["a", "d"]);
  });
});

describe("adding game: tokens and fixed hands", () => {
  it("out at 0 tokens, ranked below everyone with tokens, later out ranks better", () => {
    const { summary } = playOut(seats(4), { lives: 2 }, ["a", "a", "b", "b"]);
    expect(summary.standings.map((s) => [s.playerId, s.rank, s.lives, s.out])).toEqual([
      ["c", 1, 2, false],
      ["d", 1, 2, false],
      ["b", 3, 0, true],
      ["a", 4, 0, true],
    ]);
    expect(summary.status).toBe("active");
  });
  it("with `hands`, the most tokens after that many hands wins", () => {
    const { summary } = playOut(three, { hands: 2 }, ["ann", "ben"]);
    expect(summary).toMatchObject({ status: "finished", winners: ["cem"], extra: { handsLeft: 0 } });
  });
  it("equal most tokens share the win", () => {
    const { summary } = playOut(three, { hands: 3 }, ["ann", "ben", "cem"]);
    expect(summary.winners).toEqual(["ann", "ben", "cem"]);
    expect(summary.standings.map((s) => s.rank)).toEqual([1, 1, 1]);
  });
  it("players out never share a fixed-hands win", () => {
    const { summary } = playOut(three, { lives: 2, hands: 3 }, ["ann", "ann", "ben"]);
    expect(summary.winners).toEqual(["cem"]);
    expect(summary.standings.map((s) => [s.playerId, s.rank])).toEqual([
      ["cem", 1],
      ["ben", 2],
      ["ann", 3],
    ]);
  });
  it("a shared win splits the pot; odd chips go in seat order", () => {
    const { summary } = playOut(seats(5), { hands: 4, stakes: true }, ["a", "a", "b", "b"]);
    expect(summary.winners).toEqual(["c", "d", "e"]);
    expect(summary.standings.map((s) => [s.playerId, s.chips])).toEqual([
      ["c", 2],
      ["d", 1],
      ["e", 1],
      ["a", -2],
      ["b", -2],
    ]);
    expect(summary.extra).toEqual({ pot: 0, handsLeft: 0 });
  });
  it("counts the hands left", () => {
    expect(playOut(three, { hands: 10 }, ["ann"]).summary.extra).toEqual({ handsLeft: 9 });
  });
  it("the game can end on one survivor before the hands run out", () => {
    const { summary } = playOut(seats(2), { lives: 2, hands: 10 }, ["a", "a"]);
    expect(summary).toMatchObject({ status: "finished", winners: ["b"], extra: { handsLeft: 8 } });
  });
  it("does not change the state it is given", () => {
    const state = ninetyNineAdding.initialState(three, opts({ stakes: true }));
    const copy = structuredClone(state);
    ninetyNineAdding.apply({ bust: "ann" }, state);
    expect(state).toEqual(copy);
  });
});
