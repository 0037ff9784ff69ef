import { SUITS, type Suit } from "../cards";

// Rulings, "Card notation": suits are S H D C or ♠ ♥ ♦ ♣ (outline symbols too), any case.
const SYMBOLS: Record<string, Suit> = {
  "♠": "S",
  "♥": "H",
  "♦": "D",
  "♣": "C",
  "♤": "S",
  "♡": "H",
  "♢": "D",
  "♧": "C",
};

/** Reads one suit ("s", "S", "♠", emoji "♥️"); null when the text is not a suit. */
export function parseSuit(text: string): Suit | null {
  // Phone keyboards append a variation selector to suit emoji (♥ + U+FE0F); it carries no meaning here.
  const trimmed = text.replace(/[\uFE0E\uFE0F]/g, "").trim();
  const upper = trimmed.toUpperCase();
  if ((SUITS as readonly string[]).includes(upper)) return upper as Suit;
  return SYMBOLS[trimmed] ?? null;
}
