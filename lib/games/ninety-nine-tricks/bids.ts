import { parseSuit, SUITS, type Suit } from "../cards";
import type { Violation } from "../types";
import { violation } from "../violation";
import type { BidEncoding } from "./options";

/** Each player lays exactly three cards face down as the bid (sheet: "drei Karten ... verdeckt ab"). */
export const BID_CARDS = 3;

/**
 * What one bid card's suit is worth. The sheet's encoding (♦ 0, ♠ 1, ♥ 2, ♣ 3) and the classic sum
 * rules (♣3 ♥2 ♠1 ♦0) give each suit the same value; they differ only in how three cards combine.
 */
export const SUIT_BID_VALUE: Readonly<Record<Suit, number>> = { D: 0, S: 1, H: 2, C: 3 };

/** Suits in the order of their bid value: ♦ 0, ♠ 1, ♥ 2, ♣ 3 (the order a player thinks of them in). */
export const BID_SUIT_ORDER: readonly Suit[] = [...SUITS].sort((a, b) => SUIT_BID_VALUE[a] - SUIT_BID_VALUE[b]);

/** The bids a round entry may hold: 0–3 with one-suit bids, 0–9 when three suit values are added. */
export function bidRange(encoding: BidEncoding): { min: number; max: number } {
  return { min: 0, max: encoding === "suit" ? 3 : 3 * SUIT_BID_VALUE.C };
}

export type BidFromSuits = { ok: true; bid: number } | { ok: false; violations: Violation[] };

/**
 * Turns the suits of the three bid cards into a bid, so the UI can take the cards instead of a number.
 * "suit": all three must be one suit (Rulings: "the three bid cards are all of one suit"); "sum": the
 * suit values are added. `field` is passed on to the violations (e.g. "bids.<playerId>").
 */
export function bidFromSuits(suits: readonly string[], encoding: BidEncoding, field?: string): BidFromSuits {
  if (suits.length !== BID_CARDS) {
    return fail(
      violation("bid_card_count", `A bid is exactly ${BID_CARDS} cards, not ${suits.length}.`, field, {
        count: suits.length,
        expected: BID_CARDS,
      }),
    );
  }
  const read: Suit[] = [];
  const invalid: Violation[] = [];
  for (const text of suits) {
    const suit = parseSuit(text);
    if (suit) read.push(suit);
    else
      invalid.push(
        violation("invalid_suit", `"${text}" is not a suit (write S, H, D, C or ♠ ♥ ♦ ♣).`, field, { suit: text }),
      );
  }
  if (invalid.length > 0) return { ok: false, violations: invalid };
  const values = read.map((suit) => SUIT_BID_VALUE[suit]);
  if (encoding === "sum") return { ok: true, bid: values.reduce((sum, value) => sum + value, 0) };
  const [first] = read;
  if (first === undefined || read.some((suit) => suit !== first)) {
    return fail(
      violation("bid_suits_mixed", "The three bid cards must all be one suit (♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks).", field, {
        suits: read.join(" "),
      }),
    );
  }
  return { ok: true, bid: SUIT_BID_VALUE[first] };
}

function fail(v: Violation): BidFromSuits {
  return { ok: false, violations: [v] };
}
