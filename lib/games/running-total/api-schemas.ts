// The running-total checks' situations and verdicts as the API takes and answers them (issue 25); referee-api.ts
// judges them.
import { z } from "zod";
import {
  cardSchema,
  type Direction,
  directionSchema,
  playerIdSchema,
  reasonSchema,
  seatsSchema,
} from "../referee/parts";
import type { Choice } from "./types";

/** The longest hand any variant deals (Ninety-Eight's five-card hands, Ring of 99): the shape limit of `hand`. */
export const MAX_HAND = 5;

export const MAX_SEATS = 8;
export const MAX_PLAYS = 200;
export const choiceSchema = z.union([z.literal(1), z.literal(11), z.literal(10), z.literal(-10)]).meta({
  description: "How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both.",
});
export const handSchema = z.union([z.array(cardSchema).max(MAX_HAND), z.string().max(MAX_HAND * 6)]).meta({
  description: `The cards in the hand (codes, or one string "KS 9h 10♦"); \`NV\` a card without value (Ring of 99).`,
});

const baseSituation = {
  total: z
    .number()
    .int()
    .min(-10_000)
    .max(10_000)
    .optional()
    .meta({ description: "The total as announced (0 to the limit); default: the total a hand opens with." }),
  seats: seatsSchema(2, MAX_SEATS).optional(),
  player: playerIdSchema.optional().meta({ description: "Whose turn it is (one of `seats`; default: the first)." }),
  direction: directionSchema.default("clockwise"),
  out: z.array(playerIdSchema).max(MAX_SEATS).default([]).meta({ description: "Seats already out of this hand." }),
  decks: z
    .union([z.literal(1), z.literal(2)])
    .optional()
    .meta({
      description: "Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one.",
    }),
  plays: z
    .array(
      z.union([
        z.strictObject({ card: cardSchema, choice: choiceSchema.optional() }),
        z.strictObject({ stuck: z.literal(true), hand: handSchema.optional() }),
      ]),
    )
    .max(MAX_PLAYS)
    .default([])
    .meta({
      description:
        "Plays made in this hand so far, replayed in order from the situation above before the check: a card (with " +
        "its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.",
    }),
};

export const totalSituation = z
  .strictObject({
    ...baseSituation,
    card: cardSchema.meta({ description: "The card played (`NV`: a card without value)." }),
    choice: choiceSchema.optional(),
  })
  .meta({ id: "RunningTotalSituation" });

export const bustSituation = z.strictObject({ ...baseSituation, hand: handSchema }).meta({ id: "BustSituation" });

export const handStateSchema = z
  .strictObject({
    total: z.number().int(),
    player: z
      .string()
      .nullable()
      .meta({ description: "Whose turn it is (null when the seats are unknown or the hand is over)." }),
    direction: directionSchema,
    out: z.array(z.string()).meta({ description: "Who is out of this hand." }),
    handOver: z.boolean(),
  })
  .meta({ id: "HandState", description: "The hand after the check: total, whose turn, direction, who is out." });

const choicesSchema = z.array(
  z.strictObject({ choice: z.number().int(), total: z.number().int(), legal: z.boolean() }),
);

export const totalVerdict = z
  .strictObject({
    legal: z.boolean().nullable().meta({ description: "null: an A or a 10 needs its choice (see `choices`)." }),
    verdict: z.enum(["legal", "illegal", "needsChoice"]),
    reason: reasonSchema,
    card: z.string(),
    choice: z.number().int().nullable(),
    total: z
      .number()
      .int()
      .meta({ description: "The new total (illegal: the total it would make; needsChoice: the total now)." }),
    limit: z.number().int(),
    choices: choicesSchema.meta({ description: "For an A or a 10: each choice, its total and whether it is legal." }),
    skipped: z.string().nullable(),
    reversed: z.boolean(),
    after: handStateSchema,
  })
  .meta({ id: "RunningTotalVerdict", description: "A card played: the new total, or why it may not be played." });
export type TotalVerdict = z.output<typeof totalVerdict>;

export const bustVerdict = z
  .strictObject({
    bust: z.boolean().meta({ description: "No legal play: the player is out (Ninety-Eight) or busts (adding game)." }),
    reason: reasonSchema,
    plays: z
      .array(z.strictObject({ card: z.string(), choice: z.number().int().optional(), total: z.number().int() }))
      .meta({ description: "Every legal play with the total it makes (empty when bust)." }),
    leaving: z.array(z.string()).meta({
      description: "Who leaves the hand (with teams the partner too); empty unless bust with the seats given.",
    }),
    roundWinner: z
      .string()
      .nullable()
      .meta({ description: "Ninety-Eight: the last player (or team) left wins the round." }),
    limit: z.number().int(),
    after: handStateSchema,
  })
  .meta({ id: "BustVerdict", description: "Is there any legal play in the hand, and who is out if not." });
export type BustVerdict = z.output<typeof bustVerdict>;

export type Base = {
  total?: number | undefined;
  seats?: string[] | undefined;
  player?: string | undefined;
  direction: Direction;
  out: string[];
  decks?: 1 | 2 | undefined;
  plays: Array<{ card: string; choice?: Choice | undefined } | { stuck: true; hand?: string | string[] | undefined }>;
};
