// The running-total referee for the API (issue 25), shared by Ninety-Eight and the adding game: the tracker (a card
// played: the new total, or why not) and the bust check (a hand: any legal play?), from the same play / bustCheck /
// eliminate / bust the referee screen calls. Each game gives its half (rules, what "stuck" does) in its folder.
import { z } from "zod";
import { type Card, parseCard, splitHand } from "../cards";
import {
  cardSchema,
  type Direction,
  directionSchema,
  overCopies,
  playerIdSchema,
  type Reason,
  reason,
  reasonSchema,
  seatProblems,
  seatsSchema,
  tooManyCopies,
} from "../referee/parts";
import type { RefereeCheck, RefereeTable } from "../referee/types";
import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";
import { shownTotal } from "./arithmetic";
import { bustCheck, checkStuck, describePlay } from "./bust-check";
import { isNoValueCard } from "./no-value";
import { play } from "./play";
import type { Choice, RefereeState, Refusal, RuleSet } from "./types";

/** What a stuck player's leaving does in this game: out of the round (Ninety-Eight) or busted (adding game). */
export type StuckOutcome =
  | { kind: "out"; state: RefereeState; leaving: PlayerId[]; roundWinner: PlayerId | null }
  | Refusal;

/** A game's half of the running-total checks. */
export interface RunningTotalParts<Options> {
  game: string;
  rulesOf(options: Options): RuleSet;
  stuck(state: RefereeState, hand: readonly string[], options: Options): StuckOutcome;
  /** How many decks a table of `players` may use (a hand holds a card at most that often). */
  decks(players: number | null): number;
  /** Option combinations set-up refuses (the seats, when given, for rules on the player count). */
  optionProblems(options: Options, seats: readonly PlayerId[] | null): Violation[];
  /** The page's sentence for a player going out: who, and who plays next (null: the round or hand is over). */
  outMessage(name: string, next: string | null): string;
}

/** The longest hand any variant deals (Ninety-Eight's five-card hands, Ring of 99): the shape limit of `hand`. */
const MAX_HAND = 5;

const MAX_SEATS = 8;
const MAX_PLAYS = 200;
const choiceSchema = z.union([z.literal(1), z.literal(11), z.literal(10), z.literal(-10)]).meta({
  description: "How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both.",
});
const handSchema = z.union([z.array(cardSchema).max(MAX_HAND), z.string().max(MAX_HAND * 6)]).meta({
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

type Example = RefereeCheck["example"];

const handStateSchema = z
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
type TotalVerdict = z.output<typeof totalVerdict>;

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
type BustVerdict = z.output<typeof bustVerdict>;

/** A stand-in seat when the situation names none: the totals are the same, the answer names nobody. */
const NOBODY = "\u0000";

type Base = {
  total?: number | undefined;
  seats?: string[] | undefined;
  player?: string | undefined;
  direction: Direction;
  out: string[];
  decks?: 1 | 2 | undefined;
  plays: Array<{ card: string; choice?: Choice | undefined } | { stuck: true; hand?: string | string[] | undefined }>;
};

const cardsOf = (hand: string | readonly string[]) => (typeof hand === "string" ? splitHand(hand) : [...hand]);
const asViolation = (r: Refusal, field: string): Violation => violation(r.code, r.message, field, r.params);

/** The hand's state the check starts from (after replaying `plays`), or what is wrong with the situation. */
function startState<O>(parts: RunningTotalParts<O>, options: O, s: Base, table?: RefereeTable) {
  const rules = parts.rulesOf(options);
  const seats = s.seats ?? (table && table.seats.length > 0 ? [...table.seats] : null);
  const problems = [...parts.optionProblems(options, seats), ...seatProblems(seats ?? undefined, s.player)];
  const total = s.total ?? shownTotal(rules, rules.start);
  if (total < 0 || total > rules.limit) {
    problems.push(
      violation(
        "total_out_of_range",
        `A total runs from 0 to ${rules.limit} in this game; ${total} is not possible.`,
        "total",
        {
          total,
          limit: rules.limit,
        },
      ),
    );
  }
  for (const id of s.out) {
    if (!seats?.includes(id))
      problems.push(violation("unknown_player", `${id} is not among the seats.`, "out", { player: id }));
  }
  const defaultPlayer =
    table?.starter && seats?.includes(table.starter) ? table.starter : seats?.find((id) => !s.out.includes(id));
  const player = s.player ?? defaultPlayer;
  if (player !== undefined && s.out.includes(player)) {
    problems.push(violation("player_out", `${player} is already out of this hand.`, "player", { player }));
  }
  if (problems.length > 0) return { ok: false as const, violations: problems };
  let state: RefereeState = {
    rules,
    seats: seats ?? [NOBODY],
    eliminated: s.out,
    turn: player ?? NOBODY,
    direction: s.direction === "clockwise" ? 1 : -1,
    total,
  };
  for (const [index, step] of s.plays.entries()) {
    const field = `plays.${index}`;
    if ("card" in step) {
      const result = play(state, step.card, step.choice);
      if (result.kind === "refused") return { ok: false as const, violations: [asViolation(result, field)] };
      if (result.kind === "needs_choice") {
        const message = `${result.card} counts two ways: give its choice (${result.options.map((o) => o.choice).join(" or ")}).`;
        return {
          ok: false as const,
          violations: [violation("choice_required", message, field, { card: result.card })],
        };
      }
      state = result.state;
    } else {
      if (seats === null) {
        return {
          ok: false as const,
          violations: [violation("seats_required", "Name the seats to replay a player going out.", field)],
        };
      }
      const result = parts.stuck(state, step.hand === undefined ? [] : cardsOf(step.hand), options);
      if (result.kind === "refused") return { ok: false as const, violations: [asViolation(result, field)] };
      state = result.state;
    }
  }
  return { ok: true as const, state, known: seats !== null };
}

function handState(state: RefereeState, known: boolean): z.output<typeof handStateSchema> {
  return {
    total: state.total,
    player: known ? state.turn : null,
    direction: state.direction === 1 ? "clockwise" : "counterClockwise",
    out: known ? [...state.eliminated] : [],
    handOver: state.turn === null,
  };
}

const handOverViolation = () =>
  violation("hand_over", "This hand is over: no more cards can be played in it. Start the next one.", "plays");

/** "Ann: KS → 98." as the page logs it; without seats just "KS → 98." (the page's legal-play wording). */
function playedReason(name: string | null, card: string, choice: Choice | undefined, total: number): Reason {
  const as = choice === undefined ? "" : ` as ${choice}`;
  const params = { card, total, ...(choice === undefined ? {} : { value: choice }) };
  const key = choice === undefined ? "" : "As";
  if (name === null) return reason("played", `${card}${as} → ${total}.`, `runningTotal.legalPlay${key}`, params);
  return reason("played", `${name}: ${card}${as} → ${total}.`, `runningTotal.played${key}`, { name, ...params });
}

/** The tracker: `card` is played by the player whose turn it is. */
export function totalCheck<O>(
  parts: RunningTotalParts<O>,
  example: Example,
): RefereeCheck<O, Base & { card: string; choice?: Choice }, TotalVerdict> {
  return {
    name: "total",
    summary: "Running total: a card played, the new total",
    description:
      "The running-total tracker of the referee page: the card the player to play lays down, under the variants in " +
      "force. Answers the new total and whose turn it is (skips and reverses included), or why the card may not be " +
      "played (the total would pass the limit, or go below 0 counting down). An A or a 10 without `choice` answers " +
      "both totals (`needsChoice`).",
    situation: totalSituation,
    verdict: totalVerdict,
    run(options, s, table) {
      const start = startState(parts, options, s, table);
      if (!start.ok) return start;
      const { state, known } = start;
      if (state.turn === null) return { ok: false, violations: [handOverViolation()] };
      const result = play(state, s.card, s.choice);
      const limit = state.rules.limit;
      const name = known ? state.turn : "The player to play";
      if (result.kind === "refused") {
        if (result.code !== "over_limit" && result.code !== "below_zero") {
          return { ok: false, violations: [asViolation(result, result.code === "invalid_choice" ? "choice" : "card")] };
        }
        return {
          ok: true,
          verdict: {
            legal: false,
            verdict: "illegal",
            reason: reason(result.code, result.message, `runningTotal.refusal.${result.code}`, {
              ...result.params,
              name,
            }),
            card: String(result.params?.card ?? s.card),
            choice: s.choice ?? null,
            total: Number(result.params?.total),
            limit,
            choices: [],
            skipped: null,
            reversed: false,
            after: handState(state, known),
          },
        };
      }
      if (result.kind === "needs_choice") {
        const list = result.options.map((o) => `${o.choice} → ${o.total}${o.legal ? "" : " (not allowed)"}`).join(", ");
        return {
          ok: true,
          verdict: {
            legal: null,
            verdict: "needsChoice",
            reason: reason("needs_choice", `How does ${result.card} count? ${list}.`, "runningTotal.choose", {
              card: result.card,
            }),
            card: result.card,
            choice: null,
            total: state.total,
            limit,
            choices: result.options,
            skipped: null,
            reversed: false,
            after: handState(state, known),
          },
        };
      }
      const total = result.state.total;
      const played = playedReason(known ? state.turn : null, result.card, result.choice, total);
      return {
        ok: true,
        verdict: {
          legal: true,
          verdict: "legal",
          reason: played,
          card: result.card,
          choice: result.choice ?? null,
          total,
          limit,
          choices: [],
          skipped: known ? result.skipped : null,
          reversed: result.reversed,
          after: handState(result.state, known),
        },
      };
    },
    example,
  };
}

/** The bust check: does the hand of the player to play hold any legal card? */
export function bustCheckOf<O>(
  parts: RunningTotalParts<O>,
  example: Example,
): RefereeCheck<O, Base & { hand: string | string[] }, BustVerdict> {
  return {
    name: "bust",
    summary: "Running total: can this hand still play?",
    description:
      "The bust check of the referee page: given the total and the hand of the player to play, is there any legal " +
      "play? Lists every legal play with the total it makes; with none, says who is out (Ninety-Eight: out of the " +
      "round, the total back to 0 and the next player starts, with teams the partner too; adding game: the player " +
      "busts and the hand is over). A hand holds at most `handSize` cards.",
    situation: bustSituation,
    verdict: bustVerdict,
    run(options, s, table) {
      const start = startState(parts, options, s, table);
      if (!start.ok) return start;
      const { state, known } = start;
      if (state.turn === null) return { ok: false, violations: [handOverViolation()] };
      const codes = cardsOf(s.hand);
      const real = codes
        .filter((code) => !isNoValueCard(state.rules, code))
        .map(parseCard)
        .filter((c): c is Card => c !== null);
      const decks = s.decks ?? parts.decks(known ? state.seats.length : null);
      const twice = overCopies(real, decks);
      if (twice) return { ok: false, violations: [tooManyCopies(twice, decks, "hand")] };
      const check = bustCheck(state, codes);
      if (check.kind === "refused") return { ok: false, violations: [asViolation(check, "hand")] };
      const limit = state.rules.limit;
      const plays = check.legal.map((p) => ({
        card: p.card,
        ...(p.choice === undefined ? {} : { choice: p.choice }),
        total: p.total,
      }));
      if (!check.bust) {
        const missed = checkStuck(state, codes);
        const message = missed?.message ?? `This hand can still play: ${check.legal.map(describePlay).join(", ")}.`;
        return {
          ok: true,
          verdict: {
            bust: false,
            reason: reason("has_legal_play", message, "runningTotal.refusal.has_legal_play", { count: plays.length }),
            plays,
            leaving: [],
            roundWinner: null,
            limit,
            after: handState(state, known),
          },
        };
      }
      if (!known) {
        const message = "No legal card: the player to play is out of this hand.";
        return {
          ok: true,
          verdict: {
            bust: true,
            reason: reason("bust", message, `${parts.game}.referee.confirmed`),
            plays,
            leaving: [],
            roundWinner: null,
            limit,
            after: handState(state, false),
          },
        };
      }
      const out = parts.stuck(state, codes, options);
      if (out.kind === "refused") return { ok: false, violations: [asViolation(out, "hand")] };
      const player = state.turn;
      const next = out.state.turn;
      return {
        ok: true,
        verdict: {
          bust: true,
          reason: reason(
            "bust",
            `No legal card. ${parts.outMessage(player, next)}`,
            `${parts.game}.referee.${next === null ? "outLast" : "out"}`,
            {
              name: player,
              ...(next === null ? {} : { next }),
            },
          ),
          plays,
          leaving: out.leaving,
          roundWinner: out.roundWinner,
          limit,
          after: handState(out.state, true),
        },
      };
    },
    example,
  };
}

/** What a session's hand opens with: the players in, the opener, the total. */
export function handStart(rules: RuleSet, table: RefereeTable): Record<string, unknown> {
  return {
    seats: table.seats,
    player: table.starter,
    direction: "clockwise",
    total: shownTotal(rules, rules.start),
    limit: rules.limit,
    handSize: rules.handSize,
  };
}
