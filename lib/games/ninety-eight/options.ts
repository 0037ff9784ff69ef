import { z } from "zod";

// Rulings README, "Common rulings" and "Ninety-Eight": canonical option names and defaults; unknown options
// are refused (strict).
export const ninetyEightOptionsSchema = z.strictObject({
  /** Strikes that put a player out of the game; 1 is the single-round game. */
  lives: z.number().int().min(1).default(3),
  stakes: z.boolean().default(false),
  /** The highest legal total: 98, or 50 for "Speed 98"; any whole number from 20 to 999 is accepted. */
  limit: z.number().int().min(20).max(999).default(98),
  /** 4 counts 0 and reverses the direction. */
  reverseFours: z.boolean().default(false),
  /** J skips the next player instead of adding 10. */
  jackSkip: z.boolean().default(false),
  /** 4 cards; 3 with more than five players, 5 for duels. */
  handSize: z.number().int().min(3).max(5).default(4),
  /**
   * Teams of two sharing lives: listed among the "referee and rules summary" variants, and the API names no
   * teams, so scoring stays per player; set-up only checks the players pair up.
   */
  teams: z.boolean().default(false),
  /** Limit 99, K sets 99, 4 reverses, 3 skips. */
  ninetyNineRules: z.boolean().default(false),
});

export type NinetyEightOptions = z.output<typeof ninetyEightOptionsSchema>;

export const ninetyEightEntrySchema = z.strictObject({
  /** The players eliminated in this round, in the order they went out. */
  eliminated: z.array(z.string().min(1)),
});

export type NinetyEightEntry = z.output<typeof ninetyEightEntrySchema>;

/** Ninety-Nine rules play to 99 (their K sets 99); otherwise the `limit` option. */
export function effectiveLimit(options: Pick<NinetyEightOptions, "limit" | "ninetyNineRules">): number {
  return options.ninetyNineRules ? 99 : options.limit;
}
