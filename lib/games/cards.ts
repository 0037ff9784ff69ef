// Card notation shared by every game: rank A 2-10 J Q K (T = 10) then suit S H D C or ♠ ♥ ♦ ♣, any case.
// The canonical form (used by the API and stored rounds) is rank + suit letter: "KS", "10D", "AH".

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SUITS = ["S", "H", "D", "C"] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

export type CardCode = string;

/** The one symbol per suit, for display. */
export const SUIT_SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

// Rulings, "Card notation": a suit is S H D C or ♠ ♥ ♦ ♣; the outline symbols are the same suits.
const SUIT_OF_SYMBOL: Record<string, Suit> = {
  ...Object.fromEntries(SUITS.map((suit) => [SUIT_SYMBOL[suit], suit])),
  "♤": "S",
  "♡": "H",
  "♢": "D",
  "♧": "C",
};

// Keyboards append a variation selector to suit symbols (emoji "♥️" = ♥ + U+FE0F, text ♥ + U+FE0E); it carries no meaning.
const VARIATION_SELECTORS = /[\uFE0E\uFE0F]/g;

/** Reads one suit ("s", "S", "♠", emoji "♥️"); null when the text is not a suit. */
export function parseSuit(text: string): Suit | null {
  const trimmed = text.replace(VARIATION_SELECTORS, "").trim();
  const upper = trimmed.toUpperCase();
  if ((SUITS as readonly string[]).includes(upper)) return upper as Suit;
  return SUIT_OF_SYMBOL[trimmed] ?? null;
}

/** Face letters per language, for display only (the API stays English). */
export const FACE_LETTERS: Record<string, Partial<Record<Rank, string>>> = {
  en: {},
  de: { J: "B", Q: "D", K: "K" },
  nl: { J: "B", Q: "V", K: "H" },
};

/** Parses one card code; null when it is not a real card. */
export function parseCard(code: string): Card | null {
  const text = code.replace(VARIATION_SELECTORS, "").trim().toUpperCase();
  if (text.length < 2) return null;
  const suit = parseSuit(text.slice(-1));
  if (!suit) return null;
  let rank = text.slice(0, -1);
  if (rank === "T") rank = "10";
  if (!(RANKS as readonly string[]).includes(rank)) return null;
  return { rank: rank as Rank, suit };
}

export function cardCode(card: Card): CardCode {
  return `${card.rank}${card.suit}`;
}

/** Splits a typed hand ("KS 9h, 10♦") into codes; arrays are taken as they are. */
export function splitHand(hand: string | readonly string[]): string[] {
  if (typeof hand !== "string") return [...hand];
  return hand.split(/[\s,;]+/).filter((part) => part.length > 0);
}

/** The 52 cards of one deck, in rank-major order. */
export function fullDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
}

/** Rank order for trick-taking with the ace high: 2 lowest, A highest. */
export function highRankValue(rank: Rank): number {
  return rank === "A" ? 14 : RANKS.indexOf(rank) + 1;
}

export function displayCard(card: Card, locale = "en"): string {
  const letters = FACE_LETTERS[locale] ?? {};
  return `${letters[card.rank] ?? card.rank}${SUIT_SYMBOL[card.suit]}`;
}
