import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Card,
  cardCode,
  displayCard,
  fullDeck,
  highRankValue,
  parseCard,
  parseSuit,
  RANKS,
  SUIT_SYMBOL,
  SUITS,
  splitHand,
} from "./cards";

// Rulings README, "Card notation": rank A 2-10 J Q K (T = ten), then S H D C or ♠ ♥ ♦ ♣, any case.
const code = (text: string): string | null => {
  const card = parseCard(text);
  return card ? cardCode(card) : null;
};

describe("parseCard: the rulings' examples", () => {
  it.each([
    ["KS", { rank: "K", suit: "S" }],
    ["10♦", { rank: "10", suit: "D" }],
    ["qh", { rank: "Q", suit: "H" }],
  ])("%s", (text, card) => {
    expect(parseCard(text)).toEqual(card);
  });
});

describe("parseCard: every rank and suit, in every accepted spelling", () => {
  const letterFor: Record<string, string> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

  it.each(RANKS.flatMap((rank) => SUITS.map((suit) => [rank, suit] as const)))("%s of %s", (rank, suit) => {
    const expected: Card = { rank, suit };
    const symbol = SUIT_SYMBOL[suit];
    expect(parseCard(`${rank}${suit}`)).toEqual(expected);
    expect(parseCard(`${rank}${suit}`.toLowerCase())).toEqual(expected);
    expect(parseCard(`${rank}${symbol}`)).toEqual(expected);
    expect(parseCard(`${rank.toLowerCase()}${symbol}`)).toEqual(expected);
    expect(letterFor[symbol]).toBe(suit);
  });

  it("reads T (any case) as ten", () => {
    expect(parseCard("TS")).toEqual({ rank: "10", suit: "S" });
    expect(parseCard("th")).toEqual({ rank: "10", suit: "H" });
    expect(parseCard("t♦")).toEqual({ rank: "10", suit: "D" });
    expect(parseCard("T♣")).toEqual({ rank: "10", suit: "C" });
  });

  it("is case-insensitive in rank and suit", () => {
    for (const text of ["KS", "Ks", "kS", "ks"]) expect(code(text)).toBe("KS");
    for (const text of ["AH", "ah", "aH", "Ah"]) expect(code(text)).toBe("AH");
    for (const text of ["JD", "jd", "Jd", "jD"]) expect(code(text)).toBe("JD");
  });

  it("ignores surrounding spaces", () => {
    expect(code("  KS ")).toBe("KS");
    expect(code("\t10♦\n")).toBe("10D");
  });

  it("takes the outlined suit symbols too", () => {
    expect(code("A♤")).toBe("AS");
    expect(code("2♡")).toBe("2H");
    expect(code("3♢")).toBe("3D");
    expect(code("4♧")).toBe("4C");
  });

  it("takes a suit typed from an emoji keyboard (symbol + variation selector U+FE0F)", () => {
    expect(code("10♥\uFE0F")).toBe("10H");
    expect(code("K♠\uFE0F")).toBe("KS");
    expect(code("a♣\uFE0F")).toBe("AC");
    expect(code("9♦\uFE0F")).toBe("9D");
  });
});

describe("parseCard: what is not a card", () => {
  it.each([
    ["1S", "no rank 1 (the ace is A)"],
    ["11H", "no rank 11"],
    ["ZZ", "neither rank nor suit"],
    ["K", "a rank without a suit"],
    ["", "nothing"],
    ["   ", "only spaces"],
    ["S", "a suit without a rank"],
    ["♠", "a symbol without a rank"],
    ["10", "ten without a suit"],
    ["T", "T without a suit"],
    ["0S", "rank 0"],
    ["01S", "a padded rank"],
    ["KX", "an unknown suit"],
    ["KSS", "two suits"],
    ["SK", "suit first"],
    ["♠K", "symbol first"],
    ["K S", "a space inside"],
    ["1OS", "letter O for zero"],
    ["BS", "German Bube: welcome in the UI, not in the API"],
    ["VH", "Dutch Vrouw: welcome in the UI, not in the API"],
    ["JOKER", "no jokers in the deck"],
    ["\uFE0F", "only a variation selector"],
  ])("%j (%s)", (text) => {
    expect(parseCard(text)).toBeNull();
  });

  it("never throws and only answers real cards, whatever it is given", () => {
    const canonical = new Set(fullDeck().map(cardCode));
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const card = parseCard(text);
        if (card !== null) expect(canonical.has(cardCode(card))).toBe(true);
      }),
    );
  });
});

describe("cardCode and fullDeck", () => {
  it("writes the canonical form rank + suit letter", () => {
    expect(cardCode({ rank: "10", suit: "D" })).toBe("10D");
    expect(cardCode({ rank: "A", suit: "H" })).toBe("AH");
    expect(cardCode({ rank: "K", suit: "S" })).toBe("KS");
  });

  it("one deck is 52 distinct cards, 13 of each suit and 4 of each rank", () => {
    const deck = fullDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardCode)).size).toBe(52);
    for (const suit of SUITS) expect(deck.filter((card) => card.suit === suit)).toHaveLength(13);
    for (const rank of RANKS) expect(deck.filter((card) => card.rank === rank)).toHaveLength(4);
  });

  it("every canonical code parses back to its card", () => {
    for (const card of fullDeck()) expect(parseCard(cardCode(card))).toEqual(card);
  });

  it("parse-then-write normalises every spelling of a card to one code", () => {
    expect(new Set(["10D", "10d", "TD", "td", "10♦", "T♦", "t♢", " 10♦\uFE0F "].map(code))).toEqual(new Set(["10D"]));
  });
});

describe("splitHand", () => {
  it("splits a typed hand on spaces, commas and semicolons", () => {
    expect(splitHand("KS 9h, 10♦")).toEqual(["KS", "9h", "10♦"]);
    expect(splitHand("KS,9H;10D")).toEqual(["KS", "9H", "10D"]);
    expect(splitHand("  KS \n\t 9H ,, ;  ")).toEqual(["KS", "9H"]);
  });

  it("an empty or blank typed hand has no cards", () => {
    expect(splitHand("")).toEqual([]);
    expect(splitHand("  , ;\n")).toEqual([]);
  });

  it("takes an array as it is (no splitting inside its items) and copies it", () => {
    const hand = ["KS", "9H 10D"];
    const split = splitHand(hand);
    expect(split).toEqual(["KS", "9H 10D"]);
    expect(split).not.toBe(hand);
    split.push("AS");
    expect(hand).toHaveLength(2);
  });
});

describe("highRankValue (trick-taking order, ace high)", () => {
  it("orders 2 < 3 < ... < 10 < J < Q < K < A", () => {
    const order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
    expect(order.map(highRankValue)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe("displayCard", () => {
  it("shows English face letters and the suit symbol by default", () => {
    expect(displayCard({ rank: "K", suit: "S" })).toBe("K♠");
    expect(displayCard({ rank: "10", suit: "D" })).toBe("10♦");
    expect(displayCard({ rank: "A", suit: "H" }, "en")).toBe("A♥");
  });

  it("shows German B/D/K and Dutch B/V/H faces", () => {
    expect(["J", "Q", "K"].map((rank) => displayCard({ rank: rank as Card["rank"], suit: "C" }, "de"))).toEqual([
      "B♣",
      "D♣",
      "K♣",
    ]);
    expect(["J", "Q", "K"].map((rank) => displayCard({ rank: rank as Card["rank"], suit: "C" }, "nl"))).toEqual([
      "B♣",
      "V♣",
      "H♣",
    ]);
    expect(displayCard({ rank: "7", suit: "H" }, "de")).toBe("7♥");
  });

  it("falls back to English for an unknown locale", () => {
    expect(displayCard({ rank: "Q", suit: "S" }, "xx")).toBe("Q♠");
  });
});

describe("one suit reading for cards and bids", () => {
  it("reads a suit alone the way it reads the suit of a card", () => {
    for (const text of ["s", "H", "♦", "♧", "♥\uFE0F", "♠\uFE0E", "x", "10"]) {
      const card = parseCard(`K${text}`);
      expect(parseSuit(text)).toBe(card ? card.suit : null);
    }
  });

  it("shows every suit with the symbol it reads back as", () => {
    for (const suit of SUITS) expect(parseSuit(SUIT_SYMBOL[suit])).toBe(suit);
  });
});
