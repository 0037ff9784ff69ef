import { z } from "zod";

// Shared by the API and the pages' forms. Game-specific parts (options, round entry) are checked by the game.

/** Names in one session are distinct, ignoring case and surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

// Own messages carry a stable code (`params.code`) the pages translate (`validation.<code>`); the API answers the
// English sentence. Refinements, because zod's built-in length checks cannot carry a code.
export const playerNameSchema = z
  .string()
  .trim()
  .refine((name) => name.length > 0, { error: "A player needs a name.", params: { code: "name_required" } })
  .refine((name) => name.length <= 40, {
    error: "Names are at most 40 characters.",
    params: { code: "name_too_long", max: 40 },
  });

export const createSessionSchema = z.strictObject({
  game: z.string().min(1),
  players: z
    .array(playerNameSchema)
    .refine((players) => players.length > 0, { error: "Add the players.", params: { code: "players_required" } })
    .max(12),
  options: z.record(z.string(), z.unknown()).optional(),
  firstDealer: z.number().int().min(0).optional(),
  leagueId: z.string().optional(),
  /** The day it was played, for games entered afterwards (YYYY-MM-DD, not in the future). */
  playedOn: z.iso.date().optional(),
});
export type CreateSessionInput = z.output<typeof createSessionSchema>;

/** A round body: the game's entry plus the optional `round` guard against two phones racing. */
export const roundGuardSchema = z.object({ round: z.number().int().min(1).optional() });

export function splitRoundBody(body: unknown): { round?: number; entry: unknown; guardError?: z.ZodError } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { entry: body };
  const { round, ...entry } = body as Record<string, unknown>;
  const guard = roundGuardSchema.safeParse({ round });
  if (!guard.success) return { entry, guardError: guard.error };
  return { round: guard.data.round, entry };
}
