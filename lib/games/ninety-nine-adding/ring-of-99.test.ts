// Ring of 99 (sheet 004, "Häufige Varianten": "Teilen Sie 5 statt 3 Karten aus und erhöhen Sie die Obergrenze
// auf 199 oder 299 mit zusätzlichen Sonderkarten ohne Wert"), as docs/rules/ninety-nine-adding.md reads it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, fullDeck } from "../cards";
import { NO_VALUE_CARD } from "../running-total/no-value";
import type { PlayResult, RefereeState } from "../running-total/types";
import { ninetyNineAddingOptionsSchema } from "./options";
import { addingRules, bust, bustCheck, play, startHand } from "./referee";

const ring = { handSize: 5, limit: 199, noValueCards: true };
const opts = (o: object = {}) => ninetyNineAddingOptionsSchema.parse(o);
const three = ["ann", "ben", "cem"];
const at = (total: number, o: object = ring, over: Partial<RefereeState> = {}): RefereeState => ({
  ...startHand(opts(o), three, "ann"),
  total,
  ...over,
});

function after(result: PlayResult): RefereeState {
  if (result.kind !== "played") throw new Error(`expected a play, got ${JSON.stringify(result)}`);
  return result.state;
}

describe("Ring of 99 options (sheet 004)", () => {
  it("takes the sheet's variant: five cards, limit 199 or 299, cards without value", () => {
    expect(opts(ring)).toMatchObject({ handSize: 5, limit: 199, noValueCards: true });
    expect(opts({ ...ring, limit: 299 })).toMatchObject({ limit: 299 });
    expect(addingRules(opts(ring))).toMatchObject({ limit: 199, handSize: 5, noValueCards: true });
  });
  it("refuses what the sheet does not name: 4 cards, another limit", () => {
    for (const o of [{ handSize: 4 }, { handSize: 6 }, { limit: 150 }, { noValueCards: "yes" }]) {
      expect(ninetyNineAddingOptionsSchema.safeParse(o).success).toBe(false);
    }
  });
  it("leaves a plain game's rule set without the no-value flag", () => {
    expect(addingRules(opts())).not.toHaveProperty("noValueCards");
  });
});

describe("the card without value", () => {
  it("counts 0 and passes the turn clockwise: at 195 of 199 Ann plays it, the total stays, Ben is next", () => {
    const result = play(at(195), NO_VALUE_CARD);
    expect(result).toMatchObject({ kind: "played", card: "NV", skipped: null, reversed: false });
    expect(after(result)).toMatchObject({ total: 195, turn: "ben", direction: 1 });
  });
  it("is read in any case and with spaces", () => {
    expect(after(play(at(50), " nv ")).total).toBe(50);
  });
  it("follows the direction in force and does not reverse it (unlike a 4)", () => {
    const reversed = after(play(at(120), "4S"));
    expect([reversed.turn, reversed.direction]).toEqual(["cem", -1]);
    expect(after(play(reversed, NO_VALUE_CARD))).toMatchObject({ total: 120, turn: "ben", direction: -1 });
  });
  it("with two players passes the turn to the other (a 4 would let the same player go again)", () => {
    const duel = startHand(opts(ring), ["ann", "ben"], "ann");
    expect(after(play(duel, NO_VALUE_CARD)).turn).toBe("ben");
    expect(after(play(duel, "4S")).turn).toBe("ann");
  });
  it("is legal at the limit, and at 0 in countdown", () => {
    expect(after(play(at(199), NO_VALUE_CARD)).total).toBe(199);
    expect(after(play(at(0, { ...ring, countdown: true }), NO_VALUE_CARD)).total).toBe(0);
  });
  it("has no second value to choose", () => {
    expect(play(at(50), NO_VALUE_CARD, 11)).toMatchObject({ kind: "refused", code: "invalid_choice" });
  });
  it("is not a card when the table plays without them", () => {
    expect(play(at(50, { limit: 199 }), NO_VALUE_CARD)).toMatchObject({ kind: "refused", code: "invalid_card" });
    expect(bustCheck(at(50, { limit: 199 }), "NV 2S")).toMatchObject({ kind: "refused", code: "invalid_card" });
  });
  it("keeps the other cards as the sheet has them: the 9 sets the limit in force, the K counts 0", () => {
    expect(after(play(at(120), "9S")).total).toBe(199);
    expect(after(play(at(120, { ...ring, limit: 299 }), "9S")).total).toBe(299);
    expect(after(play(at(199), "KS")).total).toBe(199);
    expect(play(at(195), "5S")).toMatchObject({ code: "over_limit", params: { total: 200, limit: 199 } });
  });
});

describe("the bust check with cards without value", () => {
  it("at 195 of 199, J Q 8 7 6 bust; with a card without value for the 6 the hand can still play", () => {
    expect(bustCheck(at(195), "JS QH 8D 7C 6S")).toEqual({ kind: "checked", bust: true, legal: [] });
    expect(bustCheck(at(195), "JS QH 8D 7C NV")).toEqual({
      kind: "checked",
      bust: false,
      legal: [{ card: "NV", total: 195 }],
    });
  });
  it("names the missed card without value when a player says they cannot play", () => {
    expect(bust(at(195), "JS QH 8D 7C NV")).toMatchObject({
      kind: "refused",
      code: "has_legal_play",
      params: { plays: "NV → 195", count: 1 },
    });
    expect(bust(at(195), "JS QH 8D 7C 6S")).toMatchObject({ kind: "bust", player: "ann", entry: { bust: "ann" } });
  });
  it("counts it toward the five cards of a hand; a hand of only such cards is a hand", () => {
    expect(bustCheck(at(195), "NV NV")).toMatchObject({ kind: "checked", bust: false });
    expect(bustCheck(at(195), "JS QH 8D 7C 6S NV")).toMatchObject({
      kind: "refused",
      code: "too_many_cards",
      params: { max: 5, count: 6 },
    });
  });
});

// Properties over rule sets with the variant on (every limit, start, countdown, swap) and any total in range.
const ringOptions = fc
  .record({
    limit: fc.constantFrom(99, 199, 299),
    handSize: fc.constantFrom(3, 5),
    startTotal: fc.constantFrom(0, 50, 75),
    countdown: fc.boolean(),
    nineKingSwap: fc.boolean(),
  })
  .map((o) => opts({ ...o, noValueCards: true }));
const seats = fc.integer({ min: 2, max: 5 }).map((n) => ["ann", "ben", "cem", "dan", "eve"].slice(0, n));
const deck = fullDeck().map(cardCode);

describe("Ring of 99 properties", () => {
  it("a card without value never changes the total or the direction and is always legal", () => {
    fc.assert(
      fc.property(
        ringOptions,
        seats,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (o, players, at, cw) => {
          const start = startHand(o, players, players[0]!);
          const total = Math.round(at * o.limit);
          const state: RefereeState = { ...start, total, direction: cw ? 1 : -1 };
          const next = after(play(state, NO_VALUE_CARD));
          expect([next.total, next.direction, next.seats, next.eliminated]).toEqual([
            total,
            state.direction,
            state.seats,
            state.eliminated,
          ]);
          expect(next.turn).not.toBe(state.turn);
        },
      ),
    );
  });
  it("a hand holding a card without value never busts, and it adds exactly that play to the hand's others", () => {
    fc.assert(
      fc.property(
        ringOptions,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.uniqueArray(fc.constantFrom(...deck), { minLength: 0, maxLength: 4 }),
        (o, at, cards) => {
          const state = { ...startHand(o, three, "ann"), total: Math.round(at * o.limit) };
          const hand = cards.slice(0, o.handSize - 1);
          const check = bustCheck(state, [...hand, NO_VALUE_CARD]);
          expect(check).toMatchObject({ kind: "checked", bust: false });
          const without = hand.length > 0 ? bustCheck(state, hand) : { kind: "checked", legal: [] };
          if (check.kind !== "checked" || without.kind !== "checked") throw new Error("refused");
          expect(check.legal).toEqual([...without.legal, { card: NO_VALUE_CARD, total: state.total }]);
        },
      ),
    );
  });
});
