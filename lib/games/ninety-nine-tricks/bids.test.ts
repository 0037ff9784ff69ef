import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSuit } from "../cards";
import { bidFromSuits, bidRange, SUIT_BID_VALUE } from "./bids";

describe("bid cards, suit encoding (the sheet's)", () => {
  it.each([
    ["D", 0],
    ["S", 1],
    ["H", 2],
    ["C", 3],
  ])("three %s cards bid %j", (suit, bid) => {
    expect(bidFromSuits([suit, suit, suit], "suit")).toEqual({ ok: true, bid });
  });

  it("reads symbols and any case", () => {
    expect(bidFromSuits(["♥", "h", "H"], "suit")).toEqual({ ok: true, bid: 2 });
    expect(bidFromSuits(["♧", "c", "♣️"], "suit")).toEqual({ ok: true, bid: 3 });
  });

  it("refuses mixed suits", () => {
    expect(bidFromSuits(["C", "C", "H"], "suit", "bids.ann")).toEqual({
      ok: false,
      violations: [
        {
          code: "bid_suits_mixed",
          message: "The three bid cards must all be one suit (♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks).",
          field: "bids.ann",
          params: { suits: "C C H" },
        },
      ],
    });
  });
});

describe("bid cards, sum encoding (the classic rules)", () => {
  it.each([
    [["D", "D", "D"], 0],
    [["S", "D", "D"], 1],
    [["S", "S", "S"], 3],
    [["C", "H", "S"], 6],
    [["C", "C", "H"], 8],
    [["C", "C", "C"], 9],
  ])("%j bid %j", (suits, bid) => {
    expect(bidFromSuits(suits, "sum")).toEqual({ ok: true, bid });
  });

  it("reaches every bid from 0 to 9", () => {
    const suits = ["S", "H", "D", "C"];
    const bids = new Set<number>();
    for (const a of suits)
      for (const b of suits)
        for (const c of suits) {
          const r = bidFromSuits([a, b, c], "sum");
          if (r.ok) bids.add(r.bid);
        }
    expect([...bids].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("always lands inside the encoding's bid range", () => {
    const suit = fc.constantFrom("S", "H", "D", "C", "♠", "♥", "♦", "♣", "s", "h", "d", "c");
    fc.assert(
      fc.property(fc.tuple(suit, suit, suit), fc.constantFrom("suit" as const, "sum" as const), (suits, encoding) => {
        const r = bidFromSuits(suits, encoding);
        const { min, max } = bidRange(encoding);
        if (r.ok) expect(r.bid >= min && r.bid <= max).toBe(true);
        else expect(encoding).toBe("suit");
      }),
    );
  });
});

describe("bid card problems", () => {
  it.each([[[]], [["C", "C"]], [["C", "C", "C", "C"]]])("refuses %j: a bid is three cards", (suits) => {
    expect(bidFromSuits(suits, "sum")).toEqual({
      ok: false,
      violations: [
        {
          code: "bid_card_count",
          message: `A bid is exactly 3 cards, not ${suits.length}.`,
          params: { count: suits.length, expected: 3 },
        },
      ],
    });
  });

  it("names each text that is no suit", () => {
    const r = bidFromSuits(["X", "C", "10"], "suit");
    expect(r).toEqual({
      ok: false,
      violations: [
        { code: "invalid_suit", message: '"X" is not a suit (write S, H, D, C or ♠ ♥ ♦ ♣).', params: { suit: "X" } },
        { code: "invalid_suit", message: '"10" is not a suit (write S, H, D, C or ♠ ♥ ♦ ♣).', params: { suit: "10" } },
      ],
    });
  });
});

describe("suit values and parsing", () => {
  it("matches the sheet: Karo 0, Pik 1, Herz 2, Kreuz 3", () => {
    expect(SUIT_BID_VALUE).toEqual({ D: 0, S: 1, H: 2, C: 3 });
    expect(bidRange("suit")).toEqual({ min: 0, max: 3 });
    expect(bidRange("sum")).toEqual({ min: 0, max: 9 });
  });

  it.each([
    ["s", "S"],
    [" H ", "H"],
    ["♦", "D"],
    ["♢", "D"],
    ["♥️", "H"],
    ["x", null],
    ["", null],
    ["SS", null],
  ])("parseSuit(%j) is %j", (text, suit) => {
    expect(parseSuit(text)).toBe(suit);
  });
});
