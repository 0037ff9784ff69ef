// The running-total tracker: tap the card played; it answers with the new total, or why it cannot be played.
import { type Card, cardCode, parseCard } from "../cards";
import { choicesOf, outcomesOf } from "./arithmetic";
import { isNoValueCard, playNoValue } from "./no-value";
import { handOver, invalidCard, refuse } from "./refusal";
import { turnAfterPlay } from "./turns";
import type { Choice, PlayResult, RefereeState, Refusal } from "./types";

/** Reads a card given as a code ("10♦", "ks") or as a card object (checked too: callers may be plain JS). */
export function readCard(card: string | Card): Card | null {
  return parseCard(typeof card === "string" ? card : cardCode(card));
}

function overLimit(state: RefereeState, code: string, total: number): Refusal {
  const { limit, countdown } = state.rules;
  const params = { card: code, total, limit };
  return countdown
    ? refuse("below_zero", `${code} would take the total to ${total}, below 0. Play another card.`, params)
    : refuse("over_limit", `${code} would take the total to ${total}, over ${limit}. Play another card.`, params);
}

/**
 * The player whose turn it is plays `card`. A and 10 need `choice` (1 or 11; 10 or −10): without it the
 * answer is "needs_choice" with the total each choice would give. Nothing changes unless the play is legal.
 */
export function play(state: RefereeState, card: string | Card, choice?: Choice): PlayResult {
  const current = state.turn;
  if (current === null) return handOver();
  if (isNoValueCard(state.rules, card)) return playNoValue(state, current, choice);
  const parsed = readCard(card);
  if (!parsed) return invalidCard(typeof card === "string" ? card : cardCode(card));
  const code = cardCode(parsed);
  const effect = state.rules.effects[parsed.rank];
  const choices = choicesOf(effect);
  const outcomes = outcomesOf(state.rules, state.total, parsed.rank);

  if (choices && choice === undefined) {
    const options = outcomes.map((o) => ({ choice: o.choice ?? choices[0], total: o.total, legal: o.legal }));
    return { kind: "needs_choice", card: code, options };
  }
  if (choice !== undefined && !choices?.includes(choice)) {
    const allowed = choices ? choices.join(" or ") : "none";
    return refuse("invalid_choice", `${code} cannot be played as ${choice}; its choices: ${allowed}.`, {
      card: code,
      choice,
      choices: allowed,
    });
  }
  const chosen = outcomes.find((o) => o.choice === choice) ?? outcomes[0];
  if (!chosen) return invalidCard(code);
  if (!chosen.legal) return overLimit(state, code, chosen.total);

  const next = turnAfterPlay(state, current, effect);
  return {
    kind: "played",
    state: { ...state, total: chosen.total, turn: next.turn, direction: next.direction },
    card: code,
    ...(choice === undefined ? {} : { choice }),
    skipped: next.skipped,
    reversed: effect.reverse === true,
  };
}
