import { describe, expect, it } from "vitest";
import type { Choice, PlayResult, RefereeState } from "../running-total/types";
import { ninetyNineAddingOptionsSchema } from "./options";
import { addingRules, bust, bustCheck, play, startHand } from "./referee";

const opts = (o: object = {}) => ninetyNineAddingOptionsSchema.parse(o);
const four = ["ann", "ben", "cem", "dan"];
const at = (total: number, o: object = {}, over: Partial<RefereeState> = {}): RefereeState => ({
  ...startHand(opts(o), four, "ann"),
  total,
  ...over,
});

function after(result: PlayResult): RefereeState {
  if (result.kind !== "played") throw new Error(`expected a play, got ${JSON.stringify(result)}`);
  return result.state;
}
const total = (state: RefereeState, card: string, choice?: Choice) => after(play(state, card, choice)).total;

describe("adding game card effects (rulings and sheet 004)", () => {
  it("A counts 1 or 11", () => {
    expect(total(at(20), "AS", 1)).toBe(21);
    expect(total(at(20), "AS", 11)).toBe(31);
  });
  it.each([2, 5, 6, 7, 8])("%i counts its face value", (value) => {
    const state = after(play(at(30), `${value}H`));
    expect([state.total, state.turn, state.direction]).toEqual([30 + value, "ben", 1]);
  });
  it("3 counts +3 and the next player is skipped", () => {
    const result = play(at(30), "3H");
    expect(result).toMatchObject({ kind: "played", skipped: "ben", reversed: false });
    expect([after(result).total, after(result).turn]).toEqual([33, "cem"]);
  });
  it("4 counts 0 and reverses the direction", () => {
    const result = play(at(30), "4H");
    expect(result).toMatchObject({ kind: "played", reversed: true });
    expect([after(result).total, after(result).turn, after(result).direction]).toEqual([30, "dan", -1]);
  });
  it("a skip after a reverse skips counter-clockwise", () => {
    const reversed = after(play(at(30), "4H"));
    const skipped = after(play(reversed, "3S"));
    expect([skipped.total, skipped.turn]).toEqual([33, "ben"]);
  });
  it("with 2 players a 4 lets the same player play again", () => {
    const state = startHand(opts(), ["ann", "ben"], "ben");
    expect(after(play(state, "4C")).turn).toBe("ben");
    expect(after(play(state, "3C")).turn).toBe("ben");
    expect(after(play(state, "5C")).turn).toBe("ann");
  });
  it("9 sets the total to 99 whatever it was", () => {
    expect(total(at(0), "9S")).toBe(99);
    expect(total(at(99), "9S")).toBe(99);
  });
  it("10 counts +10 or −10, never below 0", () => {
    expect(total(at(50), "10S", 10)).toBe(60);
    expect(total(at(50), "10S", -10)).toBe(40);
    expect(total(at(7), "10S", -10)).toBe(0);
  });
  it("J and Q count +10; K counts 0", () => {
    expect(total(at(50), "JS")).toBe(60);
    expect(total(at(50), "QS")).toBe(60);
    expect(total(at(99), "KS")).toBe(99);
  });
  it("exactly 99 is legal, 100 is not", () => {
    expect(total(at(91), "8S")).toBe(99);
    expect(play(at(92), "8S")).toMatchObject({
      kind: "refused",
      code: "over_limit",
      params: { total: 100, limit: 99 },
    });
  });
});

describe("adding game variants", () => {
  it("startTotal opens each hand at 50 or 75", () => {
    expect(startHand(opts({ startTotal: 50 }), four, "ben")).toMatchObject({ total: 50, turn: "ben", direction: 1 });
    expect(startHand(opts({ startTotal: 75 }), four, "ben").total).toBe(75);
    expect(startHand(opts(), four, "ben").total).toBe(0);
  });
  it("nineKingSwap: 9 counts 0 and K sets 99", () => {
    const o = { nineKingSwap: true };
    expect(total(at(40, o), "9S")).toBe(40);
    expect(total(at(40, o), "KS")).toBe(99);
  });
  it("Ring of 99: limit 199 or 299; the 9 sets the limit; five-card hands", () => {
    expect(total(at(120, { limit: 199 }), "QS")).toBe(130);
    expect(total(at(120, { limit: 199 }), "9S")).toBe(199);
    expect(total(at(120, { limit: 299 }), "9S")).toBe(299);
    expect(play(at(195, { limit: 199 }), "5S")).toMatchObject({ code: "over_limit", params: { limit: 199 } });
    expect(bustCheck(at(0, { handSize: 5 }), "2S 3S 4S 5S 6S")).toMatchObject({ kind: "checked" });
    expect(bustCheck(at(0), "2S 3S 4S 5S")).toMatchObject({ code: "too_many_cards", params: { max: 3 } });
  });
  describe("countdown: from 99 toward 0, every value taken off (the mirror)", () => {
    const o = { countdown: true };
    it("opens at 99, or at 49 / 24 with a start total", () => {
      expect(startHand(opts(o), four, "ann").total).toBe(99);
      expect(startHand(opts({ ...o, startTotal: 50 }), four, "ann").total).toBe(49);
      expect(startHand(opts({ ...o, startTotal: 75 }), four, "ann").total).toBe(24);
      expect(startHand(opts({ ...o, limit: 199 }), four, "ann").total).toBe(199);
    });
    it("subtracts face values; A 1/11; J/Q 10", () => {
      expect(total(at(99, o), "7S")).toBe(92);
      expect(total(at(50, o), "AS", 11)).toBe(39);
      expect(total(at(50, o), "QS")).toBe(40);
    });
    it("the 10 counted −10 puts 10 back, never above 99", () => {
      expect(total(at(50, o), "10S", 10)).toBe(40);
      expect(total(at(50, o), "10S", -10)).toBe(60);
      expect(total(at(95, o), "10S", -10)).toBe(99);
    });
    it("9 takes the total to the edge, 0; K and 4 leave it; 3 still skips", () => {
      expect(total(at(60, o), "9S")).toBe(0);
      expect(total(at(60, o), "KS")).toBe(60);
      expect(after(play(at(60, o), "4S")).direction).toBe(-1);
      expect(after(play(at(60, o), "3S"))).toMatchObject({ total: 57, turn: "cem" });
    });
    it("exactly 0 is legal; below 0 is refused as below_zero", () => {
      expect(total(at(5, o), "5S")).toBe(0);
      expect(play(at(5, o), "6S")).toMatchObject({ kind: "refused", code: "below_zero", params: { total: -1 } });
    });
    it("bust check mirrors too", () => {
      expect(bustCheck(at(3, o), "5S 7D JC")).toEqual({ kind: "checked", bust: true, legal: [] });
      expect(bustCheck(at(3, o), "5S 10D")).toEqual({
        kind: "checked",
        bust: false,
        legal: [{ card: "10D", choice: -10, total: 13 }],
      });
    });
  });
  it("the rule set says what is in force", () => {
    expect(addingRules(opts({ countdown: true, startTotal: 75, limit: 199, handSize: 5 }))).toMatchObject({
      limit: 199,
      start: 75,
      countdown: true,
      handSize: 5,
    });
  });
});

describe("adding game bust check and bust", () => {
  it("a player holding a 4, 9 or K can always play", () => {
    for (const card of ["4S", "9S", "KS"]) expect(bustCheck(at(99), `QS JD ${card}`)).toMatchObject({ bust: false });
  });
  it("faces at 95 bust; an ace as 1 or the 10 as −10 saves", () => {
    expect(bustCheck(at(95), "QS JD 8C")).toMatchObject({ bust: true, legal: [] });
    expect(bustCheck(at(95), "QS AD 10C")).toEqual({
      kind: "checked",
      bust: false,
      legal: [
        { card: "AD", choice: 1, total: 96 },
        { card: "10C", choice: -10, total: 85 },
      ],
    });
  });
  it("with the 9/K swap the 9 no longer saves at 99 but the K does", () => {
    expect(bustCheck(at(99, { nineKingSwap: true }), "9S")).toMatchObject({
      bust: false,
      legal: [{ card: "9S", total: 99 }],
    });
    expect(bustCheck(at(99, { nineKingSwap: true }), "2S JS")).toMatchObject({ bust: true });
  });
  it("bust ends the hand and gives the round entry", () => {
    const result = bust(at(95, {}, { turn: "cem" }), "QS JD 8C");
    expect(result).toMatchObject({ kind: "bust", player: "cem", entry: { bust: "cem" } });
    if (result.kind !== "bust") return;
    expect(result.state).toMatchObject({ turn: null, eliminated: ["cem"], total: 95 });
    expect(play(result.state, "5S")).toMatchObject({ code: "hand_over" });
    expect(bust(result.state)).toMatchObject({ code: "hand_over" });
  });
  it("refuses a bust when the hand can still play", () => {
    const refused = bust(at(95), "QS 10D 8C");
    expect(refused).toMatchObject({ kind: "refused", code: "has_legal_play", params: { count: 1 } });
    expect(refused.kind === "refused" && refused.message).toContain("10D (−10) → 85");
  });
  it("takes the table's word without a hand", () => {
    expect(bust(at(10))).toMatchObject({ kind: "bust", player: "ann" });
  });
});
