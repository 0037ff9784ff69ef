// Who takes a trick, for the API (issue 25): trickWinner / nextTrickLeader / playOrder, as the referee page calls
// them, with the page's wording of the result.
import { z } from "zod";
import { cardCode, parseCard, type Suit } from "../cards";
import { cardSchema, reason, reasonSchema, seatProblems, suitSchema } from "../referee/parts";
import type { CheckOutcome, RefereeCheck, RefereeTable } from "../referee/types";
import type { Violation } from "../types";
import { violation } from "../violation";
import { type NinetyNineTricksOptions, TRUMPS } from "./options";
import { nextTrickLeader, playOrder, TRICK_SIZE, trickStanding, trickWinner, trumpOfTurnedUp } from "./referee";

const KEYS = "ninety-nine-tricks.referee";

const trumpSchema = z
  .preprocess(
    (value) => (typeof value === "string" && value.trim().toLowerCase() === "none" ? "none" : value),
    z.union([z.literal("none"), suitSchema]),
  )
  .meta({ description: "The trump suit (S H D C or a symbol), or `none` (a turned-up 9)." });

export const trickSituation = z
  .strictObject({
    cards: z
      .array(cardSchema)
      .max(52)
      .meta({ description: "The cards of the trick in play order, the led card first." }),
    trump: trumpSchema.optional(),
    turnedUp: cardSchema.optional().meta({ description: "The card turned up after dealing (instead of `trump`)." }),
    seats: z
      .array(z.string().min(1).max(100))
      .length(TRICK_SIZE)
      .optional()
      .meta({ description: "The three players, clockwise." }),
    leader: z.string().min(1).max(100).optional().meta({ description: "Who led the trick (one of `seats`)." }),
  })
  .meta({ id: "TrickSituation" });
type TrickSituation = z.output<typeof trickSituation>;

export const trickVerdict = z
  .strictObject({
    complete: z.boolean().meta({ description: "All three cards are played: the trick is taken, not only being won." }),
    trump: z.enum(TRUMPS),
    winner: z.number().int().min(0).meta({ description: "Index (play order) of the card taking the trick so far." }),
    card: z.string().meta({ description: "That card." }),
    trumped: z.boolean().meta({ description: "A trump on another suit's lead takes it." }),
    player: z.string().nullable().meta({ description: "Who played that card (null without `seats`)." }),
    order: z.array(z.string()).nullable().meta({ description: "The players in play order, the leader first." }),
    nextLeader: z.string().nullable().meta({ description: "Who leads the next trick: the taker of a complete trick." }),
    reason: reasonSchema,
  })
  .meta({ id: "TrickVerdict", description: "Who takes (or is winning) the trick, and who leads next." });
type TrickVerdict = z.output<typeof trickVerdict>;

function trumpOf(s: { trump?: Suit | "none" | undefined; turnedUp?: string | undefined }): Suit | "none" | Violation {
  const turned = s.turnedUp === undefined ? undefined : parseCard(s.turnedUp);
  if (turned === null) {
    return violation("invalid_card", `"${s.turnedUp}" is not a card (write e.g. KS, 10H, 9D).`, "turnedUp", {
      card: String(s.turnedUp),
    });
  }
  const fromCard = turned ? trumpOfTurnedUp(turned) : undefined;
  if (s.trump !== undefined && fromCard !== undefined && s.trump !== fromCard) {
    return violation(
      "trump_conflict",
      `The turned-up ${cardCode(turned!)} makes ${fromCard} trump, not ${s.trump}.`,
      "trump",
    );
  }
  const trump = s.trump ?? fromCard;
  if (trump === undefined) {
    return violation(
      "trump_required",
      'Name the trump ("S", "H", "D", "C" or "none"), or the turned-up card.',
      "trump",
    );
  }
  return trump;
}

function judgeTrick(
  _options: NinetyNineTricksOptions,
  s: TrickSituation,
  table?: RefereeTable,
): CheckOutcome<TrickVerdict> {
  const seats = s.seats ?? (table && table.seats.length === TRICK_SIZE ? table.seats : undefined);
  const leader = s.leader ?? (seats && table?.starter && seats.includes(table.starter) ? table.starter : seats?.[0]);
  const problems = seatProblems(seats, s.leader === undefined ? undefined : leader);
  const trump = trumpOf(s);
  if (typeof trump === "object") problems.push(trump);
  if (problems.length > 0 || typeof trump === "object") return { ok: false, violations: problems };
  const result = trickWinner(s.cards, trump);
  if (!result.ok) return result;
  const order = seats && leader !== undefined ? playOrder(seats, leader) : null;
  const complete = s.cards.length === TRICK_SIZE;
  const next = complete && order ? nextTrickLeader(order, s.cards, trump) : null;
  const player = order?.[result.winner] ?? null;
  const standing = trickStanding(complete, result.trumped);
  const name = player ?? `The card played ${ordinal(result.winner + 1)}`;
  const card = cardCode(result.card);
  const MESSAGES = {
    takes: `${name} takes the trick with ${card}.`,
    takesTrumped: `${name} trumps and takes the trick with ${card}.`,
    winning: `So far ${name} is winning with ${card}.`,
    winningTrumped: `So far ${name} is winning with the trump ${card}.`,
  };
  return {
    ok: true,
    verdict: {
      complete,
      trump,
      winner: result.winner,
      card,
      trumped: result.trumped,
      player,
      order,
      nextLeader: next?.ok ? next.leader : null,
      reason: reason(standing, MESSAGES[standing], `${KEYS}.${standing}`, { name, card }),
    },
  };
}

const ordinal = (n: number) => (n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`);
export const trickCheck: RefereeCheck<NinetyNineTricksOptions, TrickSituation, TrickVerdict> = {
  name: "trick",
  summary: "Ninety-Nine: who takes the trick?",
  description:
    "The trick winner of the referee page: the highest trump when one was played, else the highest card of the led " +
    'suit; aces high. `trump: "none"` (or a turned-up 9 as `turnedUp`) means no trump. One to three cards: fewer ' +
    "than three is a trick still going round (`complete: false`, who is winning so far). With `seats` and `leader` " +
    "the answer names the player and, for a complete trick, who leads the next. The options (`bidEncoding`, " +
    "`premiums`, …) change scoring only; they are checked and otherwise do not change this verdict.",
  situation: trickSituation,
  verdict: trickVerdict,
  run: judgeTrick,
  example: {
    summary: "A trick won by a low trump: K♥ led, A♥, 2♠ with ♠ trump; Cem trumps and takes it",
    situation: { cards: ["KH", "AH", "2S"], trump: "S", seats: ["Ann", "Ben", "Cem"], leader: "Ann" },
  },
};
