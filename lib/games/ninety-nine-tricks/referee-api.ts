// Ninety-Nine's trick referee for the API (issue 25): who takes a trick and whether a card may follow, from the same
// trickWinner / nextTrickLeader / isLegalFollow the referee page calls.
import { z } from "zod";
import { type Card, cardCode, parseCard, parseSuit, SUIT_SYMBOL, SUITS, type Suit } from "../cards";
import {
  cardSchema,
  overCopies,
  reason,
  reasonOf,
  reasonSchema,
  seatProblems,
  suitSchema,
  tooManyCopies,
  violationListSchema,
} from "../referee/parts";
import type { CheckOutcome, GameReferee, RefereeCheck, RefereeTable } from "../referee/types";
import type { Violation } from "../types";
import { violation } from "../violation";
import { BID_CARDS, bidFromSuits, bidRange, SUIT_BID_VALUE } from "./bids";
import { type NinetyNineTricksOptions, TRUMPS } from "./options";
import {
  followBecause,
  isLegalFollow,
  nextTrickLeader,
  playOrder,
  TRICK_SIZE,
  trickStanding,
  trickWinner,
  trumpOfTurnedUp,
} from "./referee";

const KEYS = "ninety-nine-tricks.referee";
const VIOLATIONS = "ninety-nine-tricks.violations";
/** 12 cards are dealt (3 go face down as the bid): no hand holds more. */
export const MAX_HAND = 12;

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

export const followSituation = z
  .strictObject({
    card: cardSchema.meta({ description: "The card played." }),
    hand: z
      .array(cardSchema)
      .min(1)
      .max(52)
      .meta({ description: `The player's hand before the play (it holds \`card\`; at most ${MAX_HAND}).` }),
    ledSuit: suitSchema.optional().meta({ description: "The suit led; leave out (and `led`) when the player leads." }),
    led: cardSchema.optional().meta({ description: "The card that was led (instead of `ledSuit`)." }),
  })
  .meta({ id: "FollowSituation" });
type FollowSituation = z.output<typeof followSituation>;

export const followVerdict = z
  .strictObject({
    legal: z.boolean(),
    ledSuit: z.enum(SUITS).nullable(),
    reason: reasonSchema,
    violations: violationListSchema,
  })
  .meta({ id: "FollowVerdict", description: "May the card be played to the trick, and why." });
type FollowVerdict = z.output<typeof followVerdict>;

/** What the situation itself gets wrong: 422, not a verdict. */
const INPUT_CODES = new Set(["invalid_card", "card_not_in_hand"]);

function judgeFollow(_options: NinetyNineTricksOptions, s: FollowSituation): CheckOutcome<FollowVerdict> {
  const problems: Violation[] = [];
  const led = s.led === undefined ? undefined : parseCard(s.led);
  if (led === null)
    problems.push(
      violation("invalid_card", `"${s.led}" is not a card (write e.g. KS, 10H, 9D).`, "led", { card: String(s.led) }),
    );
  if (led && s.ledSuit && led.suit !== s.ledSuit) {
    problems.push(
      violation("led_suit_conflict", `The led ${cardCode(led)} is ${led.suit}, not ${s.ledSuit}.`, "ledSuit"),
    );
  }
  if (s.hand.length > MAX_HAND) {
    problems.push(
      violation("too_many_cards", `A hand holds at most ${MAX_HAND} cards; ${s.hand.length} were entered.`, "hand", {
        max: MAX_HAND,
        count: s.hand.length,
      }),
    );
  }
  const cards = [...s.hand, ...(s.led ? [s.led] : [])].map(parseCard).filter((c): c is Card => c !== null);
  const twice = overCopies(cards, 1);
  if (twice) problems.push(tooManyCopies(twice, 1, "hand"));
  if (problems.length > 0) return { ok: false, violations: problems };
  const ledSuit = s.ledSuit ?? led?.suit ?? null;
  const check = isLegalFollow(s.card, ledSuit, s.hand);
  if (!check.ok) {
    if (check.violations.some((v) => INPUT_CODES.has(v.code))) return { ok: false, violations: check.violations };
    return {
      ok: true,
      verdict: {
        legal: false,
        ledSuit,
        reason: reasonOf(check.violations[0]!, VIOLATIONS),
        violations: check.violations.map((v) => ({ ...v, key: `${VIOLATIONS}.${v.code}` })),
      },
    };
  }
  const played = parseCard(s.card)!;
  const because = followBecause(played, ledSuit);
  const code = cardCode(played);
  const suit = ledSuit ? SUIT_SYMBOL[ledSuit] : "";
  const words = {
    leads: [`Legal: ${code} leads the trick; any card may.`, "legalLeads"],
    follows: [`Legal: ${code} follows ${suit}.`, "legalFollows"],
    cannotFollow: [`Legal: no ${suit} in this hand, so ${code} may be played.`, "legalCannotFollow"],
  } as const;
  const [message, key] = words[because];
  return {
    ok: true,
    verdict: {
      legal: true,
      ledSuit,
      reason: reason(because, message, `${KEYS}.${key}`, { card: code, ...(ledSuit ? { suit: ledSuit } : {}) }),
      violations: [],
    },
  };
}

export const bidSituation = z
  .strictObject({
    cards: z
      .array(cardSchema)
      .max(52)
      .optional()
      .meta({ description: `The ${BID_CARDS} bid cards (or their \`suits\`).` }),
    suits: z
      .array(z.string().min(1).max(12))
      .max(52)
      .optional()
      .meta({ description: `The suits of the ${BID_CARDS} bid cards (S H D C or symbols).` }),
  })
  .meta({ id: "BidSituation" });
type BidSituation = z.output<typeof bidSituation>;

export const bidVerdict = z
  .strictObject({
    legal: z.boolean().meta({ description: 'false: with `bidEncoding: "suit"` the three cards are not one suit.' }),
    bid: z.number().int().nullable().meta({ description: "The bid the cards encode (null when they encode none)." }),
    encoding: z.enum(["suit", "sum"]),
    min: z.number().int(),
    max: z.number().int(),
    reason: reasonSchema,
    violations: violationListSchema,
  })
  .meta({ id: "BidVerdict", description: "The bid three face-down cards encode under the game's `bidEncoding`." });
type BidVerdict = z.output<typeof bidVerdict>;

function judgeBid(options: NinetyNineTricksOptions, s: BidSituation): CheckOutcome<BidVerdict> {
  if ((s.cards === undefined) === (s.suits === undefined)) {
    return {
      ok: false,
      violations: [
        violation("bid_cards_required", "Give the bid cards as `cards` or their `suits` (one of them).", "cards"),
      ],
    };
  }
  let suits = s.suits ?? [];
  if (s.cards) {
    const read = s.cards.map(parseCard);
    const bad = s.cards.filter((_, i) => read[i] === null);
    if (bad.length > 0) {
      return {
        ok: false,
        violations: bad.map((text) =>
          violation("invalid_card", `"${text}" is not a card (write e.g. KS, 10H, 9D).`, "cards", { card: text }),
        ),
      };
    }
    const cards = read as Card[];
    const twice = overCopies(cards, 1);
    if (twice) return { ok: false, violations: [tooManyCopies(twice, 1, "cards")] };
    suits = cards.map((card) => card.suit);
  }
  const encoding = options.bidEncoding;
  const { min, max } = bidRange(encoding);
  const read = bidFromSuits(suits, encoding, s.cards ? "cards" : "suits");
  if (!read.ok) {
    if (read.violations.some((v) => v.code !== "bid_suits_mixed")) return read;
    return {
      ok: true,
      verdict: {
        legal: false,
        bid: null,
        encoding,
        min,
        max,
        reason: reasonOf(read.violations[0]!, VIOLATIONS),
        violations: read.violations.map((v) => ({ ...v, key: `${VIOLATIONS}.${v.code}` })),
      },
    };
  }
  const parts = suits.map((text) => {
    const suit = parseSuitOf(text);
    return `${SUIT_SYMBOL[suit]}${SUIT_BID_VALUE[suit]}`;
  });
  const how = encoding === "sum" ? ` (${parts.join(" + ")})` : ` (three ${parts[0]!.slice(0, 1)})`;
  return {
    ok: true,
    verdict: {
      legal: true,
      bid: read.bid,
      encoding,
      min,
      max,
      reason: reason("bid", `Bid ${read.bid}${how}.`, "ninety-nine-tricks.round.encodes", { bid: read.bid }),
      violations: [],
    },
  };
}

const parseSuitOf = (text: string): Suit => parseSuit(text)!;

const bidCheck: RefereeCheck<NinetyNineTricksOptions, BidSituation, BidVerdict> = {
  name: "bid",
  summary: "Ninety-Nine: which bid do the three bid cards make?",
  description:
    "The bid the round form reads from the three cards laid face down, under `bidEncoding`: `suit` (the seed's rule: " +
    "all three one suit, ♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks; mixed suits are no bid) or `sum` (the classic rule: the suit " +
    "values ♣3 ♥2 ♠1 ♦0 added, 0–9). Exactly three cards (or suits).",
  situation: bidSituation,
  verdict: bidVerdict,
  run: judgeBid,
  example: {
    summary: 'Classic rules (`bidEncoding: "sum"`): ♣ ♥ ♠ bid 3 + 2 + 1 = 6 tricks',
    options: { bidEncoding: "sum" },
    situation: { cards: ["2C", "7H", "QS"] },
  },
};

const trickCheck: RefereeCheck<NinetyNineTricksOptions, TrickSituation, TrickVerdict> = {
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

const followCheck: RefereeCheck<NinetyNineTricksOptions, FollowSituation, FollowVerdict> = {
  name: "follow",
  summary: "Ninety-Nine: may this card follow?",
  description:
    "The follow check of the referee page: a player must follow the led suit when the hand holds it; with none of " +
    "it, any card (a trump too). Without `ledSuit` or `led` the player leads: any card. `hand` is the hand before the " +
    `play (at most ${MAX_HAND} cards, none twice, not the led card).`,
  situation: followSituation,
  verdict: followVerdict,
  run: judgeFollow,
  example: {
    summary: "♥ was led and the hand holds 7♥: 2♠ may not be played",
    situation: { led: "KH", card: "2S", hand: ["2S", "7H", "QD"] },
  },
};

export const ninetyNineTricksReferee: GameReferee = {
  id: "ninety-nine-tricks",
  checks: [trickCheck, followCheck, bidCheck],
  start: (_options, table) => ({ seats: table.seats, leader: table.starter }),
};
