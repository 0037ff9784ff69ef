import { type Card, cardCode, parseCard, type Suit } from "../cards";
import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";
import type { NinesOptions } from "./options";
import { turnAfter } from "./turn";

// Rulings README, "Nines", play check: a card may go on the top card when it is a 9, or matches the top
// card's rank, or matches the active suit (the top card's suit, or the suit declared with the last 9).
// docs/rules/nines.md has the readings chosen where the sheets leave a detail open.

export interface PlayCheckInput {
  /** The top card of the discard pile. */
  top: Card | string;
  /** The suit named with that card when it is a 9. */
  declaredSuit?: Suit;
  /** The card the player wants to play. */
  card: Card | string;
  /** Double Nines: a second 9 played together with `card`. */
  pair?: Card | string;
  /** It is the player's last card (going out); with `pair`, the pair are the last two. */
  lastCard?: boolean;
  /** Who plays, among the seats in the round (clockwise): then the check says who is skipped and who plays next. */
  turn?: { seats: readonly PlayerId[]; player: PlayerId; counterClockwise?: boolean };
}

/** What the card does besides being played (variants that change play, not scoring). */
export type PlayEffect = "declareSuit" | "deflect" | "skip" | "reverse" | "drawTwo";

/** Who the play leaves to move: the skipped player, who plays next, and the direction from then on. */
export interface NextTurn {
  skipped: PlayerId | null;
  next: PlayerId;
  counterClockwise: boolean;
}

/** What to do when the card may not go: draw one (may play it if it fits), or draw until one fits (must play it). */
export type DrawHint = "drawOne" | "drawUntilPlayable";

export type PlayCheck =
  | {
      legal: true;
      because: "nine" | "rank" | "suit";
      /** The suit in force before the play; null when a 9 is on top and its suit was not named yet. */
      activeSuit: Suit | null;
      effects: PlayEffect[];
      turn?: NextTurn;
    }
  /** Neither yes nor no yet: a 9 is on top and the suit named with it is needed first. */
  | { legal: null; activeSuit: null; ask: Violation }
  | { legal: false; activeSuit: Suit | null; violations: Violation[]; hint?: DrawHint };

export type PlayCheckOptions = Pick<
  NinesOptions,
  "noNineFinish" | "specialCards" | "doubleDeck" | "stackingNines" | "drawUntilPlayable"
>;

const read = (value: Card | string): Card | null => (typeof value === "string" ? parseCard(value) : value);

export function checkPlay(input: PlayCheckInput, options: PlayCheckOptions): PlayCheck {
  const top = read(input.top);
  const card = read(input.card);
  const pair = input.pair === undefined ? undefined : read(input.pair);
  const problems: Violation[] = [];
  const notACard = (value: Card | string, field: string) =>
    violation("invalid_card", `"${String(value)}" is not a card.`, field, { card: String(value) });
  if (!top) problems.push(notACard(input.top, "top"));
  if (!card) problems.push(notACard(input.card, "card"));
  if (pair === null && input.pair !== undefined) problems.push(notACard(input.pair, "pair"));
  if (!top || !card || pair === null) return { legal: false, activeSuit: null, violations: problems };

  const activeSuit = top.rank === "9" ? (input.declaredSuit ?? null) : top.suit;
  const refuse = (...violations: Violation[]): PlayCheck => ({ legal: false, activeSuit, violations });

  const impossible = sameCardTwice([top, card, ...(pair ? [pair] : [])], options.doubleDeck ? 2 : 1);
  if (impossible) {
    const decks = options.doubleDeck ? "two decks hold it only twice" : "one deck holds it only once";
    return refuse(
      violation("same_card", `${impossible} cannot be there that often: ${decks}.`, "card", {
        card: impossible,
        max: options.doubleDeck ? 2 : 1,
      }),
    );
  }
  if (pair) {
    if (card.rank !== "9" || pair.rank !== "9") {
      return refuse(violation("pair_not_nines", "Only two 9s may be played together (Double Nines).", "pair"));
    }
    if (!options.doubleDeck) {
      return refuse(
        violation(
          "pair_needs_two_decks",
          "Two 9s together are the Double Nines variant, played with two decks; here one card is played at a time.",
          "pair",
        ),
      );
    }
  }
  if (card.rank === "9" && input.lastCard && options.noNineFinish) {
    return refuse(violation("nine_finish", "Going out on a 9 is not allowed in this game.", "card"));
  }

  if (card.rank === "9") {
    // Sheets: a 9 goes on any card, a 9 too, whether or not the suit of the 9 below was named yet.
    const effects: PlayEffect[] = ["declareSuit"];
    if (top.rank === "9" && options.stackingNines) effects.push("deflect");
    if (pair) effects.push("skip");
    return legal("nine", activeSuit, effects, input.turn);
  }
  if (activeSuit === null) {
    return {
      legal: null,
      activeSuit: null,
      ask: violation("suit_not_declared", "A 9 is on top: which suit was named with it?", "declaredSuit"),
    };
  }
  const because = card.rank === top.rank ? "rank" : card.suit === activeSuit ? "suit" : null;
  if (!because) {
    return {
      legal: false,
      activeSuit,
      violations: [
        violation(
          "no_match",
          `${card.rank}${card.suit} matches neither the rank (${top.rank}) nor the suit (${activeSuit}); only a 9 would fit.`,
          "card",
          { rank: top.rank, suit: activeSuit },
        ),
      ],
      hint: options.drawUntilPlayable ? "drawUntilPlayable" : "drawOne",
    };
  }
  return legal(because, activeSuit, effectsOf(card, options), input.turn);
}

function legal(
  because: "nine" | "rank" | "suit",
  activeSuit: Suit | null,
  effects: PlayEffect[],
  turn: PlayCheckInput["turn"],
): PlayCheck {
  const next = turn ? turnAfter(turn, effects) : null;
  return { legal: true, because, activeSuit, effects, ...(next ? { turn: next } : {}) };
}

/** The first card code that shows up more often than the deck(s) hold it, or null. */
function sameCardTwice(cards: readonly Card[], copies: number): string | null {
  const seen = new Map<string, number>();
  for (const card of cards) {
    const code = cardCode(card);
    const count = (seen.get(code) ?? 0) + 1;
    if (count > copies) return code;
    seen.set(code, count);
  }
  return null;
}

function effectsOf(card: Card, options: Pick<NinesOptions, "specialCards">): PlayEffect[] {
  if (!options.specialCards) return [];
  // Variant "skip, reverse, draw two": J skips, Q reverses, A makes the next player draw two.
  if (card.rank === "J") return ["skip"];
  if (card.rank === "Q") return ["reverse"];
  if (card.rank === "A") return ["drawTwo"];
  return [];
}
