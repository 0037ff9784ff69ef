// Ring of 99 (sheet 004: "mit zusätzlichen Sonderkarten ohne Wert"): extra cards, such as the jokers, that the
// table agrees count 0 and do nothing else. They are no real card, so they get a code of their own.
import type { Card } from "../cards";
import type { PlayerId } from "../types";
import { face } from "./effects";
import { refuse } from "./refusal";
import { turnAfterPlay } from "./turns";
import type { Choice, LegalPlay, PlayResult, RefereeState, RuleSet } from "./types";

/** The code of a card without value, in a hand ("KS NV 9h") and in a play. */
export const NO_VALUE_CARD = "NV";
export type NoValueCard = typeof NO_VALUE_CARD;

/** Whether `card` is a card without value, and the rules in force have them. */
export function isNoValueCard(rules: RuleSet, card: string | Card): boolean {
  return rules.noValueCards === true && typeof card === "string" && card.trim().toUpperCase() === NO_VALUE_CARD;
}

/**
 * Played, it leaves the total as it is (so it is always legal, in countdown too) and passes the turn on in the
 * direction of play: no skip, no reverse.
 */
export function playNoValue(state: RefereeState, current: PlayerId, choice?: Choice): PlayResult {
  if (choice !== undefined) {
    return refuse("invalid_choice", `${NO_VALUE_CARD} cannot be played as ${choice}; it counts 0.`, {
      card: NO_VALUE_CARD,
      choice,
      choices: "none",
    });
  }
  const next = turnAfterPlay(state, current, face(0));
  return {
    kind: "played",
    state: { ...state, turn: next.turn, direction: next.direction },
    card: NO_VALUE_CARD,
    skipped: null,
    reversed: false,
  };
}

/** The play a card without value always offers: the total stays. */
export const noValuePlay = (state: RefereeState): LegalPlay => ({ card: NO_VALUE_CARD, total: state.total });
