import { describe, expect, it } from "vitest";
import type { Choice, PlayResult, RefereeState } from "../running-total/types";
import { ninetyEightOptionsSchema } from "./options";
import { bustCheck, eliminate, ninetyEightRules, play, roundEntry, startRound } from "./referee";

const opts = (o: object = {}) => ninetyEightOptionsSchema.parse(o);
const players = ["ann", "ben", "cem"];
const at = (total: number, o: object = {}, over: Partial<RefereeState> = {}): RefereeState => ({
  ...startRound(opts(o), players, "ann"),
  total,
  ...over,
});

function after(result: PlayResult): RefereeState {
  if (result.kind !== "played") throw new Error(`expected a play, got ${JSON.stringify(result)}`);
  return result.state;
}
const total = (state: RefereeState, card: string, choice?: Choice) => after(play(state, card, choice)).total;

describe("Ninety-Eight card effects (rulings and sheet 003)", () => {
  it("A counts 1 or 11", () => {
    expect(total(at(20), "AS", 1)).toBe(21);
    expect(total(at(20), "AS", 11)).toBe(31);
  });
  it.each([2, 3, 4, 5, 6, 7, 8, 9])("%i counts its face value", (value) => {
    expect(total(at(30), `${value}H`)).toBe(30 + value);
  });
  it("10 counts +10 or −10", () => {
    expect(total(at(30), "10D", 10)).toBe(40);
    expect(total(at(30), "10D", -10)).toBe(20);
  });
  it("J and Q count +10", () => {
    expect(total(at(30), "JC")).toBe(40);
    expect(total(at(30), "QC")).toBe(40);
  });
  it("K sets the total to 98 whatever it was", () => {
    expect(total(at(0), "KS")).toBe(98);
    expect(total(at(57), "KS")).toBe(98);
    expect(total(at(98), "KS")).toBe(98);
  });
  it("the total never goes below 0", () => {
    expect(total(at(6), "10D", -10)).toBe(0);
    expect(total(at(0), "10D", -10)).toBe(0);
  });
  it("exactly 98 is legal, 99 is not", () => {
    expect(total(at(90), "8S")).toBe(98);
    expect(play(at(90), "9S")).toMatchObject({ code: "over_limit", params: { total: 99, limit: 98 } });
    expect(total(at(88), "QS")).toBe(98);
    expect(total(at(87), "AS", 11)).toBe(98);
  });
  it("at 98 the next player needs a −10 or a K (sheet: 'Spielen bei 98')", () => {
    expect(total(at(98), "10H", -10)).toBe(88);
    expect(play(at(98), "10H", 10)).toMatchObject({ code: "over_limit" });
    expect(play(at(98), "AH", 1)).toMatchObject({ code: "over_limit", params: { total: 99 } });
    expect(play(at(98), "AH", 11)).toMatchObject({ code: "over_limit", params: { total: 109 } });
  });
  it("plain 3 and 4 have no special effect without a variant", () => {
    const three = after(play(at(0), "3S"));
    expect(three.turn).toBe("ben");
    const four = after(play(at(0), "4S"));
    expect([four.total, four.direction, four.turn]).toEqual([4, 1, "ben"]);
  });
});

describe("Ninety-Eight variants", () => {
  it("reverse fours: 4 counts 0 and reverses", () => {
    const result = play(at(40, { reverseFours: true }), "4S");
    expect(result).toMatchObject({ kind: "played", reversed: true });
    const state = after(result);
    expect([state.total, state.direction, state.turn]).toEqual([40, -1, "cem"]);
    expect(after(play(state, "5S")).turn).toBe("ben");
  });
  it("jack skip: J counts 0 and skips the next player", () => {
    const result = play(at(40, { jackSkip: true }), "JS");
    expect(result).toMatchObject({ kind: "played", skipped: "ben" });
    const state = after(result);
    expect([state.total, state.turn]).toEqual([40, "cem"]);
    expect(total(at(40, { jackSkip: true }), "QS")).toBe(50);
  });
  it("Ninety-Nine rules: limit 99, K sets 99, 4 reverses, 3 skips", () => {
    const o = { ninetyNineRules: true };
    expect(ninetyEightRules(opts(o)).limit).toBe(99);
    expect(total(at(10, o), "KS")).toBe(99);
    expect(total(at(90, o), "9S")).toBe(99);
    expect(play(at(99, o), "AS", 1)).toMatchObject({ code: "over_limit", params: { limit: 99 } });
    const three = after(play(at(10, o), "3S"));
    expect([three.total, three.turn]).toEqual([13, "cem"]);
    const four = after(play(at(10, o), "4S"));
    expect([four.total, four.direction, four.turn]).toEqual([10, -1, "cem"]);
    expect(total(at(10, o), "9S")).toBe(19);
  });
  it("Speed 98: limit 50, K sets 50", () => {
    const o = { limit: 50 };
    expect(total(at(10, o), "KS")).toBe(50);
    expect(total(at(45, o), "5S")).toBe(50);
    expect(play(at(45, o), "6S")).toMatchObject({ code: "over_limit", params: { limit: 50 } });
  });
  it("hand size follows the option for the bust check", () => {
    expect(bustCheck(at(0, { handSize: 5 }), "2S 3S 4S 5S 6S")).toMatchObject({ kind: "checked" });
    expect(bustCheck(at(0, { handSize: 3 }), "2S 3S 4S 5S")).toMatchObject({ code: "too_many_cards" });
  });
  it("reverse fours with two players: the same player plays again", () => {
    const state = startRound(opts({ reverseFours: true }), ["ann", "ben"], "ben");
    expect(after(play(state, "4D")).turn).toBe("ben");
  });
});

describe("Ninety-Eight bust check", () => {
  it("a hand of faces at 89 is stuck", () => {
    expect(bustCheck(at(89), "QS JD QH JC")).toEqual({ kind: "checked", bust: true, legal: [] });
  });
  it("the same hand with a K is not", () => {
    expect(bustCheck(at(89), "QS JD QH KC")).toEqual({
      kind: "checked",
      bust: false,
      legal: [{ card: "KC", total: 98 }],
    });
  });
  it("with jack skip a J is always playable", () => {
    expect(bustCheck(at(98, { jackSkip: true }), "JS")).toMatchObject({
      bust: false,
      legal: [{ card: "JS", total: 98 }],
    });
  });
});

describe("Ninety-Eight eliminate", () => {
  it("starts with the starter, at 0, clockwise", () => {
    expect(startRound(opts(), players, "ben")).toMatchObject({ turn: "ben", total: 0, direction: 1, eliminated: [] });
  });
  it("puts the stuck player out, resets to 0, and the next active player starts", () => {
    const state = at(95, {}, { turn: "ben" });
    const result = eliminate(state, "QS JD 9C 8H");
    expect(result).toMatchObject({ kind: "eliminated", player: "ben", roundWinner: null });
    if (result.kind !== "eliminated") return;
    expect(result.state).toMatchObject({ total: 0, turn: "cem", eliminated: ["ben"] });
    // The eliminated player does not play again.
    expect(after(play(result.state, "5S")).turn).toBe("ann");
  });
  it("keeps the direction: after a reverse the next player counter-clockwise starts", () => {
    const state = at(95, { reverseFours: true }, { turn: "ben", direction: -1 });
    const result = eliminate(state);
    expect(result.kind === "eliminated" && result.state.turn).toBe("ann");
  });
  it("ends the round when one player is left, with the entry in order", () => {
    let state = at(95, {}, { turn: "cem" });
    const first = eliminate(state);
    if (first.kind !== "eliminated") throw new Error("refused");
    state = { ...first.state, total: 96 };
    expect(roundEntry(state)).toBeNull();
    expect(state.turn).toBe("ann");
    const second = eliminate(state);
    expect(second).toMatchObject({ kind: "eliminated", player: "ann", roundWinner: "ben" });
    if (second.kind !== "eliminated") return;
    expect(second.state.turn).toBeNull();
    expect(roundEntry(second.state)).toEqual({ eliminated: ["cem", "ann"] });
    expect(play(second.state, "5S")).toMatchObject({ code: "hand_over" });
    expect(eliminate(second.state)).toMatchObject({ code: "hand_over" });
  });
  it("refuses to eliminate a player whose hand can still play", () => {
    expect(eliminate(at(95), "QS 10H")).toMatchObject({ kind: "refused", code: "has_legal_play" });
    expect(eliminate(at(95), "QS ZZ")).toMatchObject({ kind: "refused", code: "invalid_card" });
  });
  it("starts the round with the first active player when the starter is not listed", () => {
    expect(startRound(opts(), players, "zed").turn).toBe("ann");
  });
});
