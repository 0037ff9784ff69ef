// Pieces every game's referee checks share: how a card, a suit and the seats are written in a situation, and the
// `reason` every verdict carries (a stable code, the English sentence, and the pages' translation key behind it).
import { z } from "zod";
import { type Card, cardCode, parseSuit, SUITS } from "../cards";
import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";

/** A card as the rulings write it: `KS`, `10♦`, `th`; whether it exists is a rule check (422), not a shape one. */
export const cardSchema = z
  .string()
  .min(1)
  .max(12)
  .meta({ description: "A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.", example: "KS" });

/** A suit, as a letter or a symbol in any case; read as S H D C. */
export const suitSchema = z
  .preprocess((value) => (typeof value === "string" ? (parseSuit(value) ?? value) : value), z.enum(SUITS))
  .meta({ description: "A suit: S H D C (or ♠ ♥ ♦ ♣, any case).", example: "H" });

export const playerIdSchema = z
  .string()
  .min(1)
  .max(100)
  .meta({ description: "A player id (any name in a stateless check)." });

/** The players of the situation, clockwise; `min`–`max` as the game seats them. */
export const seatsSchema = (min: number, max: number) =>
  z
    .array(playerIdSchema)
    .min(min)
    .max(max)
    .meta({
      description: `The players in play, clockwise (${min}–${max}); with \`player\`, the answer says who is next.`,
    });

export const directionSchema = z.enum(["clockwise", "counterClockwise"]);
export type Direction = z.output<typeof directionSchema>;

/** Why the verdict is what it is: the English sentence of the API, and the key the pages translate it with. */
export const reasonSchema = z
  .strictObject({
    code: z.string().meta({ description: "Stable code, e.g. `no_match`, `rank`, `over_limit`." }),
    message: z.string().meta({ description: "The English sentence a person can act on." }),
    key: z.string().meta({ description: "The pages' translation key of this reason (lib/i18n/messages)." }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: "RefereeReason", description: "Why: code, sentence, and the pages' translation key." });
export type Reason = z.output<typeof reasonSchema>;

export const violationListSchema = z
  .array(
    z.strictObject({
      code: z.string(),
      message: z.string(),
      field: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      key: z.string().optional(),
    }),
  )
  .meta({ description: "Every rule the play breaks (empty when legal)." });

export function reason(code: string, message: string, key: string, params?: Record<string, string | number>): Reason {
  return { code, message, key, ...(params ? { params } : {}) };
}

/** A violation as a reason, under the game's `violations` translation key (as the pages' violationText finds it). */
export const reasonOf = (v: Violation, namespace: string): Reason =>
  reason(v.code, v.message, `${namespace}.${v.code}`, v.params);

/** Problems with the seats and the player named: the same player twice, a player not seated. */
export function seatProblems(seats: readonly PlayerId[] | undefined, player: PlayerId | undefined): Violation[] {
  if (!seats) {
    return player === undefined
      ? []
      : [
          violation(
            "seats_required",
            "Name the seats (clockwise) to say who plays; `player` alone tells nothing.",
            "seats",
          ),
        ];
  }
  const twice = seats.find((id, index) => seats.indexOf(id) !== index);
  if (twice !== undefined) {
    return [violation("duplicate_player", `${twice} sits at the table only once.`, "seats", { player: twice })];
  }
  if (player !== undefined && !seats.includes(player)) {
    return [violation("unknown_player", `${player} is not among the seats.`, "player", { player })];
  }
  return [];
}

/** The first card code that shows up more often than `decks` decks hold it, or null. */
export function overCopies(cards: readonly Card[], decks: number): string | null {
  const seen = new Map<string, number>();
  for (const card of cards) {
    const code = cardCode(card);
    const count = (seen.get(code) ?? 0) + 1;
    if (count > decks) return code;
    seen.set(code, count);
  }
  return null;
}

/** The refusal for a card that shows up more often than the deck(s) hold it. */
export function tooManyCopies(code: string, decks: number, field: string): Violation {
  const held =
    decks === 1
      ? "one deck holds it only once"
      : `${decks} decks hold it only ${decks === 2 ? "twice" : `${decks} times`}`;
  return violation("same_card", `${code} cannot be there that often: ${held}.`, field, { card: code, max: decks });
}
