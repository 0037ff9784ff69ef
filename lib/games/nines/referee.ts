import { type Card, parseCard, type Suit } from "../cards";
import type { Violation } from "../types";
import { violation } from "../violation";
import type { NinesOptions } from "./options";

// Rulings README, "Nines", play check: a card may go on the top card when it is a 9, or matches the top
// card's rank, or matches the active suit (the top card's suit, or the suit declared with the last 9).

export interface PlayCheckInput {
  /** The top card of the discard pile. */
  top: Card | string;
  /** The suit named with that card when it is a 9. */
  declaredSuit?: Suit;
  /** The card the player wants to play. */
  card: Card | string;
  /** It is the player's last card (going out). */
  lastCard?: boolean;
}

/** What the card does besides being played (variants that change play, not scoring). */
export type PlayEffect = "declareSuit" | "skip" | "reverse" | "drawTwo";

export type PlayCheck =
  | { legal: true; because: "nine" | "rank" | "suit"; activeSuit: Suit; effects: PlayEffect[] }
  | { legal: false; activeSuit: Suit | null; violations: Violation[] };

const read = (value: Card | string): Card | null => (typeof value === "string" ? parseCard(value) : value);

export function checkPlay(
  input: PlayCheckInput,
  options: Pick<NinesOptions, "noNineFinish" | "specialCards">,
): PlayCheck {
  const top = read(input.top);
  const card = read(input.card);
  const problems: Violation[] = [];
  if (!top)
    problems.push(
      violation("invalid_card", `"${String(input.top)}" is not a card.`, "top", { card: String(input.top) }),
    );
  if (!card)
    problems.push(
      violation("invalid_card", `"${String(input.card)}" is not a card.`, "card", { card: String(input.card) }),
    );
  if (!top || !card) return { legal: false, activeSuit: null, violations: problems };
  if (top.rank === "9" && !input.declaredSuit) {
    return {
      legal: false,
      activeSuit: null,
      violations: [violation("suit_not_declared", "A 9 is on top: which suit was named with it?", "declaredSuit")],
    };
  }
  const activeSuit = top.rank === "9" ? input.declaredSuit! : top.suit;
  if (card.rank === "9" && input.lastCard && options.noNineFinish) {
    return {
      legal: false,
      activeSuit,
      violations: [violation("nine_finish", "Going out on a 9 is not allowed in this game.", "card")],
    };
  }
  const because =
    card.rank === "9" ? "nine" : card.rank === top.rank ? "rank" : card.suit === activeSuit ? "suit" : null;
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
    };
  }
  return { legal: true, because, activeSuit, effects: effectsOf(card, options) };
}

function effectsOf(card: Card, options: Pick<NinesOptions, "specialCards">): PlayEffect[] {
  if (card.rank === "9") return ["declareSuit"];
  if (!options.specialCards) return [];
  // Variant "skip, reverse, draw two": J skips, Q reverses, A makes the next player draw two.
  if (card.rank === "J") return ["skip"];
  if (card.rank === "Q") return ["reverse"];
  if (card.rank === "A") return ["drawTwo"];
  return [];
}
