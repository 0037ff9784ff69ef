import { z } from "zod";
import { MAX_ROUNDS } from "../limits";

// Rulings README, "Common rulings" and "Ninety-Nine, adding game": canonical option names and defaults;
// unknown options are refused (strict).
export const ninetyNineAddingOptionsSchema = z.strictObject({
  /** Tokens each player starts with: 3, or 2 for quick games, 4–5 for long ones. */
  lives: z.number().int().min(2).max(5).default(3),
  /** A fixed number of hands (e.g. 10 or 20), after which the most tokens wins; null plays to one survivor. */
  hands: z.number().int().min(1).max(MAX_ROUNDS).nullable().default(null),
  /** Where the total starts each hand (50 or 75 shortens hands). */
  startTotal: z.union([z.literal(0), z.literal(50), z.literal(75)]).default(0),
  /** Start at the limit and count down toward 0 (the bust edge is 0). */
  countdown: z.boolean().default(false),
  /** 9 counts 0 and K sets the total to the limit. */
  nineKingSwap: z.boolean().default(false),
  /** The buster also pays a chip into a pot the winner takes. */
  stakes: z.boolean().default(false),
  /** 99, or 199 / 299 for "Ring of 99". */
  limit: z.union([z.literal(99), z.literal(199), z.literal(299)]).default(99),
  /** 3 cards, or 5 for "Ring of 99" (sheet 004: "Teilen Sie 5 statt 3 Karten aus"; no other size is named). */
  handSize: z.union([z.literal(3), z.literal(5)]).default(3),
  /**
   * "Ring of 99" (sheet 004: "mit zusätzlichen Sonderkarten ohne Wert"): extra cards in the deck, such as the
   * jokers, that count 0 and do nothing else; the referee gets a key for them.
   */
  noValueCards: z.boolean().default(false),
});

export type NinetyNineAddingOptions = z.output<typeof ninetyNineAddingOptionsSchema>;

export const ninetyNineAddingEntrySchema = z.strictObject({
  /** The one player who could not play and lost a token. */
  bust: z.string().min(1),
});

export type NinetyNineAddingEntry = z.output<typeof ninetyNineAddingEntrySchema>;
