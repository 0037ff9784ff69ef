import { describe, expect, it } from "vitest";
import { standardEffects } from "./effects";
import { play } from "./play";
import type { PlayResult, RefereeState } from "./types";

const state = (total: number, over: Partial<RefereeState> = {}): RefereeState => ({
  rules: { limit: 98, start: 0, countdown: false, handSize: 4, effects: standardEffects(98) },
  seats: ["a", "b", "c"],
  eliminated: [],
  turn: "a",
  direction: 1,
  total,
  ...over,
});

function played(result: PlayResult) {
  if (result.kind !== "played") throw new Error(`expected a play, got ${JSON.stringify(result)}`);
  return result;
}

describe("play", () => {
  it("adds the card, passes the turn and reports the card in canonical form", () => {
    const result = played(play(state(10), "7♦"));
    expect(result.state.total).toBe(17);
    expect(result.state.turn).toBe("b");
    expect(result.card).toBe("7D");
    expect(result).toMatchObject({ skipped: null, reversed: false });
  });
  it("accepts a card object, lowercase codes and T for ten", () => {
    expect(played(play(state(0), { rank: "5", suit: "H" })).state.total).toBe(5);
    expect(played(play(state(0), "qh")).state.total).toBe(10);
    expect(played(play(state(20), "TS", -10)).state.total).toBe(10);
  });
  it("asks for a choice for an ace, with both totals and their legality", () => {
    expect(play(state(90), "AS")).toEqual({
      kind: "needs_choice",
      card: "AS",
      options: [
        { choice: 1, total: 91, legal: true },
        { choice: 11, total: 101, legal: false },
      ],
    });
  });
  it("asks for a choice for a ten", () => {
    const result = play(state(50), "10C");
    expect(result.kind).toBe("needs_choice");
    if (result.kind === "needs_choice") expect(result.options.map((o) => o.total)).toEqual([60, 40]);
  });
  it("refuses a choice the card does not offer", () => {
    expect(play(state(0), "AS", 10)).toMatchObject({
      kind: "refused",
      code: "invalid_choice",
      params: { choices: "1 or 11" },
    });
    expect(play(state(0), "5S", 1)).toMatchObject({
      kind: "refused",
      code: "invalid_choice",
      params: { choices: "none" },
    });
    expect(play(state(0), "10S", 11)).toMatchObject({ kind: "refused", code: "invalid_choice" });
  });
  it("refuses what is not a card", () => {
    expect(play(state(0), "1S")).toMatchObject({ kind: "refused", code: "invalid_card", params: { card: "1S" } });
    expect(play(state(0), "")).toMatchObject({ code: "invalid_card" });
    expect(play(state(0), { rank: "Z", suit: "S" } as never)).toMatchObject({ code: "invalid_card" });
  });
  it("refuses a play over the limit and changes nothing", () => {
    const before = state(95);
    const result = play(before, "5S");
    expect(result).toMatchObject({
      kind: "refused",
      code: "over_limit",
      params: { card: "5S", total: 100, limit: 98 },
    });
    expect(result.kind === "refused" && result.message).toContain("over 98");
    expect(before).toEqual(state(95));
  });
  it("refuses an illegal choice of a two-valued card", () => {
    expect(play(state(90), "AS", 11)).toMatchObject({ code: "over_limit", params: { total: 101 } });
  });
  it("refuses every card once the hand is over", () => {
    expect(play(state(0, { turn: null }), "5S")).toMatchObject({ kind: "refused", code: "hand_over" });
  });
  it("says 'below 0' in countdown", () => {
    const countdown = state(3, { rules: { ...state(0).rules, limit: 99, countdown: true } });
    const result = play(countdown, "5S");
    expect(result).toMatchObject({ kind: "refused", code: "below_zero", params: { total: -2 } });
  });
  it("does not mutate the state it was given", () => {
    const before = state(10);
    const copy = structuredClone(before);
    play(before, "9S");
    expect(before).toEqual(copy);
  });
});
