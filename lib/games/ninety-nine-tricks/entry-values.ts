import { parseSuit, SUITS } from "../cards";

// The values a round entry's trump and premium take, without zod: the entry schema (options.ts), the browser's round
// check (entry-check.ts) and the round form read them here.

export const TRUMPS = [...SUITS, "none"] as const;
export type Trump = (typeof TRUMPS)[number];

/**
 * The API names trumps "S" "H" "D" "C" or "none" (a turned-up 9). Card notation is case-insensitive and
 * takes suit symbols too (Rulings, "Card notation"), so "h" and "♥" are read as "H"; anything else stays
 * as typed and the enum refuses it (400).
 */
export function normalizeTrump(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text.toLowerCase() === "none") return "none";
  return parseSuit(text) ?? value;
}

export const PREMIUM_KINDS = ["declare", "reveal"] as const;
export type PremiumKind = (typeof PREMIUM_KINDS)[number];
