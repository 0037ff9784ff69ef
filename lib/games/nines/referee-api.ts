// The Nines play check for the API (issue 25): the same checkPlay the referee page calls, its answer spelled out.
import { z } from "zod";
import { SUITS } from "../cards";
import {
  cardSchema,
  type Direction,
  directionSchema,
  type Reason,
  reason,
  reasonOf,
  reasonSchema,
  seatProblems,
  seatsSchema,
  suitSchema,
  violationListSchema,
} from "../referee/parts";
import type { GameReferee, RefereeCheck, RefereeTable } from "../referee/types";
import type { Violation } from "../types";
import type { NinesOptions } from "./options";
import { checkPlay, type DrawHint, type PlayEffect } from "./referee";

const KEYS = "nines.referee";
const VIOLATIONS = "nines.violations";

// The page's English (lib/i18n/messages/en/nines.json, `nines.referee`), so both say the same.
const BECAUSE = {
  nine: "A 9 goes on anything.",
  rank: "Same rank as the top card.",
  suit: "Same suit as the active suit.",
} as const;
const EFFECT: Record<PlayEffect, string> = {
  declareSuit: "Name the next suit.",
  skip: "The next player is skipped.",
  reverse: "Play changes direction.",
  drawTwo: "The next player draws two cards.",
  deflect: "It deflects the 9 below: the suit named for this player no longer counts.",
};
const HINT: Record<DrawHint, string> = {
  drawOne: "No card that fits? Draw one; if it fits you may play it at once, otherwise the turn ends.",
  drawUntilPlayable: "No card that fits? Keep drawing until one fits, then play it.",
};

/** What the situation itself gets wrong (a card that does not exist, a card the deck holds fewer times): 422. */
const INPUT_CODES = new Set(["invalid_card", "same_card"]);

export const ninesPlaySituation = z
  .strictObject({
    top: cardSchema.meta({ description: "The top card of the discard pile." }),
    declaredSuit: suitSchema.optional().meta({ description: "The suit named with the top card when it is a 9." }),
    card: cardSchema.meta({ description: "The card to play." }),
    pair: cardSchema
      .optional()
      .meta({ description: "Double Nines (`doubleDeck`): a second 9 played together with `card` (a 9)." }),
    lastCard: z.boolean().default(false).meta({ description: "It is the player's last card (going out)." }),
    seats: seatsSchema(2, 6).optional(),
    player: z.string().min(1).max(100).optional().meta({ description: "Who plays the card (one of `seats`)." }),
    direction: directionSchema.default("clockwise").meta({ description: "The direction of play before this card." }),
  })
  .meta({ id: "NinesPlaySituation" });
export type NinesPlaySituation = z.output<typeof ninesPlaySituation>;

const nextSchema = z
  .strictObject({
    player: z.string().meta({ description: "Who plays next." }),
    skipped: z.string().nullable().meta({ description: "Who is passed over (J with special cards, two 9s together)." }),
    direction: directionSchema,
  })
  .nullable()
  .meta({ description: "Whose turn it is after the play (null without `seats` and `player`, or when not legal)." });

const drawSchema = z
  .strictObject({
    rule: z.enum(["drawOne", "drawUntilPlayable", "drawTwo"]),
    player: z.string().nullable().meta({ description: "Who draws (null when the seats are not given)." }),
    cards: z.number().int().nullable().meta({ description: "How many: 1, 2, or null for until one fits." }),
    reason: reasonSchema,
  })
  .nullable()
  .meta({ description: "Who draws: the player who cannot play, or the next player after an A (special cards)." });

export const ninesPlayVerdict = z
  .strictObject({
    legal: z.boolean().nullable().meta({ description: "null: a 9 is on top and the suit named with it is needed." }),
    verdict: z.enum(["legal", "illegal", "needsSuit"]),
    reason: reasonSchema,
    violations: violationListSchema,
    activeSuit: z.enum(SUITS).nullable().meta({ description: "The suit in force before the play." }),
    effects: z.array(reasonSchema).meta({ description: "What the card does besides being played." }),
    next: nextSchema,
    draw: drawSchema,
  })
  .meta({ id: "NinesPlayVerdict", description: "May the card go on the pile, why, and what happens next." });
export type NinesPlayVerdict = z.output<typeof ninesPlayVerdict>;

const dir = (counterClockwise: boolean): Direction => (counterClockwise ? "counterClockwise" : "clockwise");
const withKey = (v: Violation) => ({ ...v, key: `${VIOLATIONS}.${v.code}` });

function judge(options: NinesOptions, s: NinesPlaySituation, table?: RefereeTable) {
  const seats = s.seats ?? table?.seats;
  const player = s.player ?? (seats && table?.starter && seats.includes(table.starter) ? table.starter : undefined);
  const seatIssues = seatProblems(seats, player);
  if (seatIssues.length > 0) return { ok: false as const, violations: seatIssues };
  const turn = seats && player ? { seats, player, counterClockwise: s.direction === "counterClockwise" } : undefined;
  const check = checkPlay(
    {
      top: s.top,
      card: s.card,
      lastCard: s.lastCard,
      ...(s.declaredSuit ? { declaredSuit: s.declaredSuit } : {}),
      ...(s.pair ? { pair: s.pair } : {}),
      ...(turn ? { turn } : {}),
    },
    options,
  );
  if (check.legal === false && check.violations.some((v) => INPUT_CODES.has(v.code))) {
    return { ok: false as const, violations: check.violations };
  }
  return { ok: true as const, verdict: verdictOf(check, player ?? null) };
}

function verdictOf(check: ReturnType<typeof checkPlay>, player: string | null): NinesPlayVerdict {
  if (check.legal === null) {
    const ask = reasonOf(check.ask, VIOLATIONS);
    return {
      legal: null,
      verdict: "needsSuit",
      reason: ask,
      violations: [],
      activeSuit: null,
      effects: [],
      next: null,
      draw: null,
    };
  }
  if (check.legal === false) {
    const hint = check.hint;
    const draw: NinesPlayVerdict["draw"] = hint
      ? {
          rule: hint,
          player,
          cards: hint === "drawOne" ? 1 : null,
          reason: reason(hint, HINT[hint], `${KEYS}.hint.${hint}`),
        }
      : null;
    return {
      legal: false,
      verdict: "illegal",
      reason: reasonOf(check.violations[0]!, VIOLATIONS),
      violations: check.violations.map(withKey),
      activeSuit: check.activeSuit,
      effects: [],
      next: null,
      draw,
    };
  }
  const next = check.turn
    ? { player: check.turn.next, skipped: check.turn.skipped, direction: dir(check.turn.counterClockwise) }
    : null;
  const effects: Reason[] = check.effects.map((e) => reason(e, EFFECT[e], `${KEYS}.effect.${e}`));
  const drawTwo = check.effects.includes("drawTwo");
  return {
    legal: true,
    verdict: "legal",
    reason: reason(check.because, BECAUSE[check.because], `${KEYS}.because.${check.because}`),
    violations: [],
    activeSuit: check.activeSuit,
    effects,
    next,
    draw: drawTwo
      ? {
          rule: "drawTwo",
          player: next?.player ?? null,
          cards: 2,
          reason: reason("drawTwo", EFFECT.drawTwo, `${KEYS}.effect.drawTwo`),
        }
      : null,
  };
}

const playCheck: RefereeCheck<NinesOptions, NinesPlaySituation, NinesPlayVerdict> = {
  name: "play",
  summary: "Nines: may this card go on the pile?",
  description:
    "The play check of the referee page: a card goes on the top card when it is a 9, matches the top card's rank, or " +
    "matches the active suit (the top card's, or the suit named with the 9 on top). Variants in force: " +
    "`noNineFinish` (no going out on a 9), `doubleDeck` (two decks; Double Nines: two 9s together skip the next " +
    "player), `stackingNines` (a 9 on a 9 deflects it), `specialCards` (J skips, Q reverses, A: the next player draws " +
    "two), `drawUntilPlayable` (what a player who cannot play draws). `hardNines` changes penalties only. With " +
    "`seats` and `player` the answer says who plays next and in which direction.",
  situation: ninesPlaySituation,
  verdict: ninesPlayVerdict,
  run: judge,
  example: {
    summary: "Stacking nines: 9♠ on 9♥ (♥ named) deflects it; Ben plays, Cem is next",
    options: { stackingNines: true },
    situation: { top: "9H", declaredSuit: "H", card: "9S", seats: ["Ann", "Ben", "Cem"], player: "Ben" },
  },
};

export const ninesReferee: GameReferee<"nines"> = {
  id: "nines",
  checks: [playCheck],
  start: (_options, table) => ({ seats: table.seats, player: table.starter, direction: "clockwise" }),
};
