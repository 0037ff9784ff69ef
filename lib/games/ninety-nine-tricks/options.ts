import { z } from "zod";
import { MAX_ROUNDS, MAX_TARGET } from "../limits";
import { normalizeTrump, PREMIUM_KINDS, TRUMPS } from "./entry-values";

// Rulings README, "Common rulings": canonical option names and defaults; an unknown option is refused (strict).
export const ninetyNineTricksOptionsSchema = z.strictObject({
  /** "suit": three bid cards of one suit (♦0 ♠1 ♥2 ♣3); "sum": the three suit values added (0–9). */
  bidEncoding: z.enum(["suit", "sum"]).default("suit"),
  /** The seed's "open bid" variant: one player may declare (30) or reveal (60) before the first trick. */
  premiums: z.boolean().default(false),
  /** Default game: 9 rounds, so each of the three players deals three times. */
  rounds: z.number().int().min(1).max(MAX_ROUNDS).default(9),
  /** Play until someone reaches this total; when set it replaces `rounds`. */
  target: z.number().int().min(1).max(MAX_TARGET).nullable().default(null),
});

export type NinetyNineTricksOptions = z.output<typeof ninetyNineTricksOptionsSchema>;
export type BidEncoding = NinetyNineTricksOptions["bidEncoding"];

export { PREMIUM_KINDS, type PremiumKind, TRUMPS, type Trump } from "./entry-values";

const premiumSchema = z.strictObject({
  player: z.string().min(1),
  kind: z.enum(PREMIUM_KINDS),
});

// Counts are shape-checked here (whole numbers, 400 otherwise); their ranges are rules, checked by `validate` (422).
const countsSchema = z.record(z.string(), z.number().int());

export const ninetyNineTricksEntrySchema = z.strictObject({
  bids: countsSchema,
  tricks: countsSchema,
  /** Shown on the scoreboard only; it does not change the score. `null` is read as not given. */
  trump: z.preprocess(normalizeTrump, z.enum(TRUMPS)).nullish(),
  /** At most one premium per round (Rulings, "premiums"): the shape allows one. `null` means none. */
  premium: premiumSchema.nullish(),
});

export type NinetyNineTricksEntry = z.output<typeof ninetyNineTricksEntrySchema>;
export type Premium = z.output<typeof premiumSchema>;
