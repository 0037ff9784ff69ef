import { z } from "zod";
import { MAX_ROUNDS, MAX_TARGET } from "../limits";

// Rulings README, "Nines": canonical option names and defaults. Unknown options are refused (strict).
export const ninesOptionsSchema = z.strictObject({
  threshold: z.number().int().min(1).max(MAX_TARGET).default(100),
  /** A fixed number of rounds; replaces the threshold. */
  rounds: z.number().int().min(1).max(MAX_ROUNDS).nullable().default(null),
  hardNines: z.boolean().default(false),
  doubleDeck: z.boolean().default(false),
  noNineFinish: z.boolean().default(false),
  drawUntilPlayable: z.boolean().default(false),
  specialCards: z.boolean().default(false),
  stackingNines: z.boolean().default(false),
});

export type NinesOptions = z.output<typeof ninesOptionsSchema>;

// A hand is the cards left (array or "KS 9H") or a typed penalty total.
const handSchema = z.union([z.array(z.string()), z.string(), z.number().int()]);

export const ninesEntrySchema = z.strictObject({
  winner: z.string().min(1),
  hands: z.record(z.string(), handSchema),
  lastCard: z.string().optional(),
});

export type NinesEntry = z.output<typeof ninesEntrySchema>;
export type NinesHand = z.output<typeof handSchema>;
