import type { PlayerId } from "../types";
import { ninetyNineTricksEntrySchema, ninetyNineTricksOptionsSchema, type Trump } from "./options";
import { explainRound, type RoundExplanation } from "./scoring";

// Apart from scoring.ts: it reads the stored entry and options through the schemas (zod), which the engine's replay
// (play.ts) does without.

export interface StoredRoundExplanation extends RoundExplanation {
  trump: Trump | null;
}

/**
 * A stored round explained for the scoreboard, from the session's entry, seats (in seat order) and options as
 * the session holds them; null when they are not this game's (never for a round the engine accepted).
 */
export function explainStoredRound(
  entry: unknown,
  players: readonly PlayerId[],
  options: unknown,
): StoredRoundExplanation | null {
  const parsedEntry = ninetyNineTricksEntrySchema.safeParse(entry);
  const parsedOptions = ninetyNineTricksOptionsSchema.safeParse(options);
  if (!parsedEntry.success || !parsedOptions.success) return null;
  const explained = explainRound(parsedEntry.data, { table: { players }, options: parsedOptions.data });
  return { ...explained, trump: parsedEntry.data.trump ?? null };
}
