import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, cardCode, fullDeck } from "../cards";
import type { Violation } from "../types";
import { cardPenalty, deckPenalty } from "./penalties";
import { nines } from "./rules";
import type { NinesState } from "./state";

// Issue 9, "Nines accepts rounds that no deck can hold": the losers' penalties together, plus the winner's last card
// on the pile, fit in the deck(s). One deck is worth 364 (404 with Hard Nines), two decks twice that.
const opts = (options: object = {}) => nines.optionsSchema.parse(options);
const fresh = (players: string[], options: object = {}) =>
  nines.initialState({ players, firstDealer: 0 }, opts({ threshold: 10_000, ...options }));
const abc = ["A", "B", "C"];

function check(entry: unknown, state: NinesState = fresh(abc)): Violation[] {
  return nines.validate(nines.entrySchema.parse(entry), state);
}

const codes = (list: Violation[]) => list.map((v) => v.code);
const allCards = (copies = 1) => Array.from({ length: copies }, () => fullDeck().map(cardCode)).flat();

describe("round_exceeds_deck: worked examples", () => {
  it("B 300 and C 300: each fits the deck, together they do not (the issue's example)", () => {
    expect(check({ winner: "A", hands: { B: 300, C: 300 } })).toEqual([
      {
        code: "round_exceeds_deck",
        message: "B 300 and C 300 together are more than one deck holds (363).",
        field: "hands.B",
        params: { penalty: 300, others: 300, max: 363, decks: 1 },
      },
    ]);
  });

  it("a typo next to ordinary hands: only the hands it takes to go over are named, the typed one first", () => {
    const state = fresh(["A", "B", "C", "D"]);
    const list = check({ winner: "A", hands: { B: "KS QH", C: 350, D: 4 } }, state);
    // 350 + 20 = 370 > 363: D's 4 is not needed to go over, so it is not named.
    expect(list).toEqual([
      expect.objectContaining({
        code: "round_exceeds_deck",
        message: "C 350 and B's cards (20) together are more than one deck holds (363).",
        field: "hands.C",
        params: { penalty: 350, others: 24, max: 363, decks: 1 },
      }),
    ]);
  });

  it("four picked 9s plus a typed 350: the typed total does not fit in what the picked cards leave", () => {
    // 364 - 60 for the four 9s = 304 left, less at least an ace for the winner's last card: 303 for the typed 350.
    const list = check({ winner: "A", hands: { B: "9S 9H 9D 9C", C: 350 } });
    expect(list).toEqual([
      expect.objectContaining({
        code: "round_exceeds_deck",
        message: "C 350 and B's cards (60) together are more than one deck holds (363).",
        field: "hands.C",
      }),
    ]);
    expect(check({ winner: "A", hands: { B: "9S 9H 9D 9C", C: 303 } })).toEqual([]);
    expect(codes(check({ winner: "A", hands: { B: "9S 9H 9D 9C", C: 304 } }))).toEqual(["round_exceeds_deck"]);
  });

  it("a single hand of 364 (the whole deck): the winner's last card is on the pile", () => {
    const state = fresh(["A", "B"]);
    expect(check({ winner: "A", hands: { B: 364 } }, state)).toEqual([
      expect.objectContaining({
        code: "round_exceeds_deck",
        message: "B 364 is more than one deck holds (363). The winner's last card lies on the pile, not in a hand.",
      }),
    ]);
    expect(check({ winner: "A", hands: { B: 363 } }, state)).toEqual([]);
  });

  it("a recorded last card counts at its value: a K leaves 354, a 9 leaves 349", () => {
    const state = fresh(["A", "B"], { noNineFinish: false });
    expect(check({ winner: "A", hands: { B: 354 }, lastCard: "KS" }, state)).toEqual([]);
    expect(check({ winner: "A", hands: { B: 355 }, lastCard: "KS" }, state)).toEqual([
      expect.objectContaining({
        code: "round_exceeds_deck",
        message: "B 355 is more than one deck holds besides the winner's last card KS (354).",
        params: { penalty: 355, others: 0, max: 354, decks: 1 },
      }),
    ]);
    expect(codes(check({ winner: "A", hands: { B: 350 }, lastCard: "9D" }, state))).toEqual(["round_exceeds_deck"]);
    expect(check({ winner: "A", hands: { B: 349 }, lastCard: "9D" }, state)).toEqual([]);
  });

  it("Hard Nines and two decks raise the limit: 403, 727, 807 without a recorded last card", () => {
    for (const [options, limit] of [
      [{ hardNines: true }, 403],
      [{ doubleDeck: true }, 727],
      [{ hardNines: true, doubleDeck: true }, 807],
    ] as const) {
      const state = fresh(abc, options);
      expect(check({ winner: "A", hands: { B: limit - 100, C: 100 } }, state)).toEqual([]);
      const list = check({ winner: "A", hands: { B: limit - 100, C: 101 } }, state);
      expect(list).toEqual([
        expect.objectContaining({ code: "round_exceeds_deck", params: expect.objectContaining({ max: limit }) }),
      ]);
      if (options.doubleDeck) expect(list[0]!.message).toMatch(/more than two decks hold/);
    }
  });

  it("with all four aces picked, the winner's last card is at least a 2", () => {
    const state = fresh(["A", "B"]);
    // 364 - 4 for the aces = 360 left; the cheapest card left is a 2, so a typed total fits in 358.
    const state3 = fresh(abc);
    expect(check({ winner: "A", hands: { B: "AS AH AD AC", C: 358 } }, state3)).toEqual([]);
    expect(check({ winner: "A", hands: { B: "AS AH AD AC", C: 359 } }, state3)).toEqual([
      expect.objectContaining({ code: "round_exceeds_deck", params: expect.objectContaining({ max: 362 }) }),
    ]);
    expect(check({ winner: "A", hands: { B: 363 } }, state)).toEqual([]);
  });

  it("every card of the deck in the losers' hands leaves none for the winner's last card", () => {
    const state = fresh(["A", "B"]);
    expect(check({ winner: "A", hands: { B: allCards() } }, state)).toEqual([
      expect.objectContaining({ code: "round_exceeds_deck", field: "hands.B" }),
    ]);
    expect(check({ winner: "A", hands: { B: allCards().slice(1) } }, state)).toEqual([]);
  });

  it("a hand's own problem is reported alone (no second complaint about the round)", () => {
    expect(codes(check({ winner: "A", hands: { B: 365, C: 300 } }))).toEqual(["penalty_too_high"]);
    expect(codes(check({ winner: "A", hands: { B: "KS KS", C: 360 } }))).toEqual(["duplicate_card"]);
  });

  it("applies in a tie-break round too", () => {
    let state = fresh(abc, { threshold: 100 });
    for (const entry of [
      { winner: "A", hands: { B: 10, C: 50 } },
      { winner: "B", hands: { A: 10, C: 50 } },
    ]) {
      state = nines.apply(nines.entrySchema.parse(entry), state).state;
    }
    expect(state.tiebreak).toEqual(["A", "B"]);
    expect(codes(check({ winner: "A", hands: { B: 364 } }, state))).toEqual(["round_exceeds_deck"]);
    expect(check({ winner: "A", hands: { B: 363 } }, state)).toEqual([]);
  });
});

describe("property: a valid round's penalties never exceed the deck", () => {
  const optionsArb = fc.record({ hardNines: fc.boolean(), doubleDeck: fc.boolean() });
  const handArb = fc.oneof(
    fc.integer({ min: 1, max: 900 }),
    fc.array(fc.integer({ min: 0, max: 103 }), { minLength: 1, maxLength: 20 }),
  );

  it("whatever the hands (typed totals, picked cards), an accepted round fits the deck less the last card", () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.array(handArb, { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 0, max: 103 }), { nil: undefined }),
        (options, hands, last) => {
          const players = ["W", ...hands.map((_, i) => `P${i}`)];
          const pool = allCards(2);
          const entry = {
            winner: "W",
            hands: Object.fromEntries(
              hands.map((hand, i) => [`P${i}`, typeof hand === "number" ? hand : hand.map((n) => pool[n]!)]),
            ),
            ...(last === undefined ? {} : { lastCard: pool[last]! }),
          };
          const state = fresh(players, options);
          const parsed = nines.entrySchema.parse(entry);
          if (nines.validate(parsed, state).length > 0) return;
          const scores = nines.apply(parsed, state).scores;
          const lastValue =
            last === undefined ? 1 : cardPenalty(pool[last]!.replace(/.$/, "") as Card["rank"], options.hardNines);
          const sum = Object.values(scores).reduce((a, b) => a + b, 0);
          expect(sum + lastValue).toBeLessThanOrEqual(deckPenalty(options.hardNines, options.doubleDeck));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every round dealt from a real shuffled deck is accepted, typed or picked", () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.integer(), { minLength: 104, maxLength: 104 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        (options, count, order, typed, sizes, recordLast) => {
          // Shuffle the deck(s) by the random keys, give each loser a run of cards, the winner's last card after them.
          const deck = allCards(options.doubleDeck ? 2 : 1)
            .map((code, i) => ({ code, key: order[i]! }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.code);
          const players = Array.from({ length: count }, (_, i) => `P${i}`);
          const hands: Record<string, string[] | number> = {};
          let at = 0;
          for (const [i, id] of players.slice(1).entries()) {
            const size = Math.max(1, Math.min(sizes[i]!, Math.floor((deck.length - 1) / (count - 1))));
            const cards = deck.slice(at, at + size);
            at += size;
            hands[id] = typed[i]
              ? nines.apply(
                  nines.entrySchema.parse({ winner: "P0", hands: { [id]: cards } }),
                  fresh(["P0", id], options),
                ).scores[id]!
              : cards;
          }
          const entry = { winner: "P0", hands, ...(recordLast ? { lastCard: deck[at]! } : {}) };
          expect(check(entry, fresh(players, options))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
