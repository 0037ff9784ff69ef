import { z } from "zod";

// Rulings README, "Common rulings" and "Ninety-Eight": canonical option names and defaults; unknown options
// are refused (strict). The set-up form reads its fields from this object (lib/games/option-fields.ts).
export const ninetyEightOptionFields = z.strictObject({
  /** Strikes that put a player (or a team) out of the game; 1 is the single-round game, 20 far past any table. */
  lives: z.number().int().min(1).max(20).default(3),
  /**
   * Sheet 003, "über eine vereinbarte Anzahl von Runden oder Fehlern": an agreed number of rounds instead of
   * lives. Nobody goes out of the game; after that many rounds the fewest strikes wins (ties share).
   */
  rounds: z.number().int().min(1).max(50).nullable().default(null),
  stakes: z.boolean().default(false),
  /** The highest legal total: 98, or 50 for "Speed 98"; any whole number from 20 to 999 is accepted. */
  limit: z.number().int().min(20).max(999).default(98),
  /** 4 counts 0 and reverses the direction. */
  reverseFours: z.boolean().default(false),
  /** J skips the next player instead of adding 10. */
  jackSkip: z.boolean().default(false),
  /** 4 cards; 3 with more than five players, 5 for duels. */
  handSize: z.number().int().min(3).max(5).default(4),
  /** Team Ninety-Eight: partners sit opposite each other (see teams.ts) and share strikes and lives. */
  teams: z.boolean().default(false),
  /** Limit 99, K sets 99, 4 reverses, 3 skips. */
  ninetyNineRules: z.boolean().default(false),
});

/**
 * The limit in force. Ninety-Nine rules play to 99, so the default limit 98 becomes 99; any other limit (Speed
 * 98's 50) stays as given and set-up refuses the contradiction (validate.ts, `option_conflict`).
 */
export function effectiveLimit(options: { limit: number; ninetyNineRules: boolean }): number {
  return options.ninetyNineRules && options.limit === 98 ? 99 : options.limit;
}

/**
 * Options as a session keeps them: every option with its effective value (shared/api-v1.md), so the API, the
 * scoreboard's rules in force and the referee read one limit. Parsing the output again gives the same options.
 */
export const ninetyEightOptionsSchema = ninetyEightOptionFields.transform((options) => ({
  ...options,
  limit: effectiveLimit(options),
}));

export type NinetyEightOptions = z.output<typeof ninetyEightOptionsSchema>;

export const ninetyEightEntrySchema = z.strictObject({
  /**
   * The players eliminated in this round, in the order they went out. With teams, the player who got stuck
   * (their partner leaves the round with them): one per team.
   */
  eliminated: z.array(z.string().min(1)),
});

export type NinetyEightEntry = z.output<typeof ninetyEightEntrySchema>;
