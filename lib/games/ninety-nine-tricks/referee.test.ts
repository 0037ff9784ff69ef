import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Card, cardCode, fullDeck, highRankValue, type Suit } from "../cards";
import { isLegalFollow, nextTrickLeader, TRICK_SIZE, trickWinner } from "./referee";

describe("trickWinner: the sheet's first trick", () => {
  // Spieler 2 leads Herz Dame, Spieler 3 plays Herz König, Spieler 1 (no hearts) trumps with Pik 9; Pik is trump.
  it("goes to the trump: Spieler 1's 9♠", () => {
    const r = trickWinner(["QH", "KH", "9S"], "S");
    expect(r).toEqual({ ok: true, winner: 2, card: { rank: "9", suit: "S" }, trumped: true });
  });

  it("would go to K♥ without trump (a turned-up 9)", () => {
    expect(trickWinner(["QH", "KH", "9S"], "none")).toMatchObject({ ok: true, winner: 1, trumped: false });
    expect(trickWinner(["QH", "KH", "9S"], null)).toMatchObject({ ok: true, winner: 1, trumped: false });
  });
});

describe("trickWinner", () => {
  it("gives the trick to the highest card of the led suit; off-suit cards never win, even an ace", () => {
    expect(trickWinner(["5H", "AS", "3H"], "D")).toMatchObject({ ok: true, winner: 0, card: { rank: "5", suit: "H" } });
    expect(trickWinner(["5H", "AS", "7H"], null)).toMatchObject({ ok: true, winner: 2 });
  });

  it("takes the ace as high", () => {
    expect(trickWinner(["KH", "AH", "QH"], null)).toMatchObject({ winner: 1 });
    expect(trickWinner(["2C", "AC", "KC"], "S")).toMatchObject({ winner: 1 });
  });

  it("orders 10 < J < Q < K and 9 < 10, reading T as 10", () => {
    expect(trickWinner(["9D", "TD", "8D"], null)).toMatchObject({ winner: 1, card: { rank: "10", suit: "D" } });
    expect(trickWinner(["JD", "10♦", "QD"], null)).toMatchObject({ winner: 2 });
    expect(trickWinner(["KD", "QD", "JD"], null)).toMatchObject({ winner: 0 });
  });

  it("gives the trick to the highest of several trumps", () => {
    expect(trickWinner(["AH", "2S", "5S"], "S")).toMatchObject({ winner: 2, trumped: true });
    expect(trickWinner(["AH", "JS", "5S"], "S")).toMatchObject({ winner: 1, trumped: true });
  });

  it("treats a trump lead as an ordinary led suit: highest trump wins, not 'trumped'", () => {
    expect(trickWinner(["4S", "9S", "AH"], "S")).toMatchObject({ winner: 1, trumped: false });
  });

  it("does not count a trump suit that was not played", () => {
    expect(trickWinner(["4C", "9C", "AH"], "D")).toMatchObject({ winner: 1, trumped: false });
  });

  it("tells who leads an unfinished trick so far", () => {
    expect(trickWinner(["7C"], "H")).toEqual({ ok: true, winner: 0, card: { rank: "7", suit: "C" }, trumped: false });
    expect(trickWinner(["7C", "2H"], "H")).toMatchObject({ winner: 1, trumped: true });
  });

  it("takes card objects as well as codes", () => {
    const cards: Card[] = [
      { rank: "Q", suit: "H" },
      { rank: "K", suit: "H" },
    ];
    expect(trickWinner(cards, "S")).toMatchObject({ ok: true, winner: 1 });
  });
});

describe("trickWinner problems", () => {
  it("refuses an empty trick", () => {
    expect(trickWinner([], "S")).toEqual({
      ok: false,
      violations: [{ code: "empty_trick", message: "A trick needs at least the card that was led.", field: "cards" }],
    });
  });

  it("refuses more than three cards", () => {
    expect(trickWinner(["2H", "3H", "4H", "5H"], "S")).toEqual({
      ok: false,
      violations: [
        {
          code: "trick_too_large",
          message: "A trick has at most 3 cards, one per player; this one has 4.",
          field: "cards",
          params: { count: 4, max: 3 },
        },
      ],
    });
  });

  it("refuses the same card twice", () => {
    expect(trickWinner(["QH", "qh", "2S"], "S")).toEqual({
      ok: false,
      violations: [
        {
          code: "duplicate_card",
          message: "QH is played twice, but the deck holds it only once.",
          field: "cards",
          params: { card: "QH" },
        },
      ],
    });
  });

  it("names each code that is not a card", () => {
    const r = trickWinner(["QH", "1H", "ZZ"], "S");
    expect(r).toEqual({
      ok: false,
      violations: [
        {
          code: "invalid_card",
          message: '"1H" is not a card (write e.g. KS, 10H, 9D).',
          field: "cards",
          params: { card: "1H" },
        },
        {
          code: "invalid_card",
          message: '"ZZ" is not a card (write e.g. KS, 10H, 9D).',
          field: "cards",
          params: { card: "ZZ" },
        },
      ],
    });
  });

  it("refuses a card object that is no real card", () => {
    const bogus = { rank: "1", suit: "X" } as unknown as Card;
    expect(trickWinner([bogus], "S")).toMatchObject({
      ok: false,
      violations: [{ code: "invalid_card", params: { card: "1X" } }],
    });
  });
});

describe("nextTrickLeader: the winner of a trick leads the next (sheet 002)", () => {
  // The sheet's first trick: Spieler 2 leads Q♥, Spieler 3 K♥, Spieler 1 trumps with 9♠ and so leads the second trick.
  it("gives the next lead to Spieler 1, who trumped the sheet's first trick", () => {
    expect(nextTrickLeader(["Spieler 2", "Spieler 3", "Spieler 1"], ["QH", "KH", "9S"], "S")).toEqual({
      ok: true,
      leader: "Spieler 1",
      winner: 2,
    });
  });

  it("keeps the lead with the leader who takes their own trick", () => {
    expect(nextTrickLeader(["Ann", "Ben", "Cem"], ["AH", "KH", "2H"], "S")).toMatchObject({ leader: "Ann" });
  });

  it("passes it to the follower with the highest card of the led suit without trump (a turned-up 9)", () => {
    expect(nextTrickLeader(["Ann", "Ben", "Cem"], ["QH", "KH", "9S"], "none")).toMatchObject({ leader: "Ben" });
  });

  it("waits for a finished trick: with cards still to come, nobody leads the next one yet", () => {
    expect(nextTrickLeader(["Ann", "Ben", "Cem"], ["QH", "KH"], "S")).toEqual({
      ok: false,
      violations: [
        {
          code: "trick_unfinished",
          message: "Only 2 of 3 cards are played: the trick goes on before anyone leads the next.",
          field: "cards",
          params: { count: 2, expected: 3 },
        },
      ],
    });
  });

  it("passes on the trick's own problems, and refuses a play order without a player for the winning card", () => {
    expect(nextTrickLeader(["Ann", "Ben", "Cem"], ["QH", "QH", "2S"], "S")).toMatchObject({
      ok: false,
      violations: [{ code: "duplicate_card" }],
    });
    expect(nextTrickLeader(["Ann", "Ben"], ["2H", "3H", "AH"], null)).toMatchObject({
      ok: false,
      violations: [{ code: "trick_players", params: { count: 2, expected: 3 } }],
    });
  });
});

describe("isLegalFollow", () => {
  const hand = ["AH", "7H", "2S", "KC", "10D"];

  it("lets the leader play any card of the hand", () => {
    for (const card of hand) expect(isLegalFollow(card, null, hand)).toEqual({ ok: true });
  });

  it("accepts a card of the led suit", () => {
    expect(isLegalFollow("7H", "H", hand)).toEqual({ ok: true });
  });

  it("refuses another suit while the hand holds the led suit", () => {
    expect(isLegalFollow("2S", "H", hand)).toEqual({
      ok: false,
      violations: [
        {
          code: "must_follow_suit",
          message: "♥ was led and this hand holds ♥: play one of those.",
          field: "card",
          params: { suit: "H", card: "2S" },
        },
      ],
    });
  });

  it("allows any card, trump too, when the hand holds none of the led suit (sheet: 'auch Trumpf')", () => {
    const noHearts = ["2S", "KC", "10D"];
    for (const card of noHearts) expect(isLegalFollow(card, "H", noHearts)).toEqual({ ok: true });
  });

  it("reads the notation loosely: 10♦ is TD is td", () => {
    expect(isLegalFollow("TD", "D", hand)).toEqual({ ok: true });
    expect(isLegalFollow("td", "D", ["10♦", "2S"])).toEqual({ ok: true });
  });

  it("refuses a card the hand does not hold", () => {
    expect(isLegalFollow("QS", "S", hand)).toEqual({
      ok: false,
      violations: [
        { code: "card_not_in_hand", message: "QS is not in this hand.", field: "card", params: { card: "QS" } },
      ],
    });
  });

  it("names codes that are not cards, in the card and in the hand", () => {
    expect(isLegalFollow("XX", "S", ["2S", "11H"])).toEqual({
      ok: false,
      violations: [
        {
          code: "invalid_card",
          message: '"XX" is not a card (write e.g. KS, 10H, 9D).',
          field: "card",
          params: { card: "XX" },
        },
        {
          code: "invalid_card",
          message: '"11H" is not a card (write e.g. KS, 10H, 9D).',
          field: "hand",
          params: { card: "11H" },
        },
      ],
    });
  });
});

// Properties over real cards drawn from one deck.
const deck = fullDeck();
const distinctCards = (min: number, max: number) =>
  fc.uniqueArray(fc.constantFrom(...deck), { minLength: min, maxLength: max, selector: cardCode });
const trumpArb = fc.constantFrom<Suit | "none" | null>("S", "H", "D", "C", "none", null);

describe("trickWinner properties", () => {
  it("the winning card is a trump or of the led suit, and no card that counts beats it", () => {
    fc.assert(
      fc.property(distinctCards(1, 3), trumpArb, (cards, trump) => {
        const r = trickWinner(cards, trump);
        if (!r.ok) throw new Error("refused");
        const led = cards[0]?.suit;
        const trumpSuit = trump === "none" ? null : trump;
        const trumps = cards.filter((c) => c.suit === trumpSuit);
        const pool = trumps.length > 0 ? trumps : cards.filter((c) => c.suit === led);
        const best = Math.max(...pool.map((c) => highRankValue(c.rank)));
        expect(r.card.suit).toBe(pool[0]?.suit);
        expect(highRankValue(r.card.rank)).toBe(best);
        expect(cards[r.winner]).toEqual(r.card);
      }),
    );
  });

  it("the same card wins whatever order the two followers play in", () => {
    fc.assert(
      fc.property(distinctCards(3, 3), trumpArb, ([lead, a, b], trump) => {
        if (!lead || !a || !b) return;
        const one = trickWinner([lead, a, b], trump);
        const two = trickWinner([lead, b, a], trump);
        expect(one.ok && two.ok && cardCode(one.card) === cardCode(two.card)).toBe(true);
      }),
    );
  });
});

describe("isLegalFollow properties", () => {
  it("a card is legal exactly when it follows suit or the hand has none of the led suit", () => {
    fc.assert(
      fc.property(distinctCards(1, 12), fc.nat(11), fc.constantFrom<Suit>("S", "H", "D", "C"), (hand, pick, led) => {
        const card = hand[pick % hand.length];
        if (!card) return;
        const legal = card.suit === led || !hand.some((c) => c.suit === led);
        expect(isLegalFollow(card, led, hand).ok).toBe(legal);
      }),
    );
  });
});

describe("nextTrickLeader properties", () => {
  it("the player who played the winning card leads next, whoever led", () => {
    fc.assert(
      fc.property(distinctCards(TRICK_SIZE, TRICK_SIZE), trumpArb, fc.nat(2), (cards, trump, lead) => {
        const seats = ["Ann", "Ben", "Cem"];
        const order = seats.map((_, i) => seats[(lead + i) % seats.length]!);
        const winner = trickWinner(cards, trump);
        const next = nextTrickLeader(order, cards, trump);
        if (!winner.ok || !next.ok) throw new Error("refused");
        expect(next.leader).toBe(order[winner.winner]);
        expect(cardCode(cards[order.indexOf(next.leader)]!)).toBe(cardCode(winner.card));
      }),
    );
  });
});
