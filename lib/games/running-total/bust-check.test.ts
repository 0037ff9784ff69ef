import { describe, expect, it } from "vitest";
import { bustCheck, checkStuck, describePlay, legalPlays } from "./bust-check";
import { standardEffects } from "./effects";
import type { RefereeState } from "./types";

const state = (total: number, handSize = 4): RefereeState => ({
  rules: { limit: 98, start: 0, countdown: false, handSize, effects: standardEffects(98) },
  seats: ["a", "b"],
  eliminated: [],
  turn: "a",
  direction: 1,
  total,
});

describe("bustCheck", () => {
  it("finds no legal play: bust", () => {
    expect(bustCheck(state(95), "QS JH 9D 5C")).toEqual({ kind: "checked", bust: true, legal: [] });
  });
  it("names the 10 as −10 that saves a player", () => {
    expect(bustCheck(state(95), ["QS", "10H", "9D"])).toEqual({
      kind: "checked",
      bust: false,
      legal: [{ card: "10H", choice: -10, total: 85 }],
    });
  });
  it("lists each legal choice of an ace separately", () => {
    expect(bustCheck(state(80), "AS")).toEqual({
      kind: "checked",
      bust: false,
      legal: [
        { card: "AS", choice: 1, total: 81 },
        { card: "AS", choice: 11, total: 91 },
      ],
    });
  });
  it("at exactly 98 only a −10 or a K helps; an ace as 11 does not", () => {
    const check = bustCheck(state(98), "AS 10D KC 2H");
    expect(check.kind === "checked" && check.legal).toEqual([
      { card: "10D", choice: -10, total: 88 },
      { card: "KC", total: 98 },
    ]);
    expect(bustCheck(state(98), "AS 2H 3C JD")).toMatchObject({ bust: true });
  });
  it("refuses a hand with something that is not a card", () => {
    expect(bustCheck(state(0), "KS XX")).toMatchObject({
      kind: "refused",
      code: "invalid_card",
      params: { card: "XX" },
    });
  });
  it("refuses an empty hand", () => {
    expect(bustCheck(state(0), "  ")).toMatchObject({ kind: "refused", code: "empty_hand" });
    expect(bustCheck(state(0), [])).toMatchObject({ code: "empty_hand" });
  });
  it("refuses more cards than a hand holds", () => {
    expect(bustCheck(state(0, 3), "2S 3S 4S 5S")).toMatchObject({
      code: "too_many_cards",
      params: { max: 3, count: 4 },
    });
  });
  it("accepts card objects", () => {
    expect(legalPlays(state(90), [{ rank: "8", suit: "S" }])).toEqual([{ card: "8S", total: 98 }]);
  });
});

describe("checkStuck", () => {
  it("takes the table's word without a hand", () => {
    expect(checkStuck(state(50))).toBeNull();
  });
  it("lets a stuck player go", () => {
    expect(checkStuck(state(95), "QS JH")).toBeNull();
  });
  it("refuses when the hand can still play, naming the missed play", () => {
    const refusal = checkStuck(state(95), "QS 10H");
    expect(refusal).toMatchObject({ code: "has_legal_play", params: { plays: "10H (−10) → 85", count: 1 } });
    expect(refusal?.message).toBe("This hand can still play: 10H (−10) → 85.");
  });
  it("passes on a refusal of the hand itself", () => {
    expect(checkStuck(state(95), "Q?")).toMatchObject({ code: "invalid_card" });
  });
});

describe("describePlay", () => {
  it("signs choices", () => {
    expect(describePlay({ card: "AS", choice: 11, total: 20 })).toBe("AS (+11) → 20");
    expect(describePlay({ card: "7S", total: 20 })).toBe("7S → 20");
  });
});
