// How a card moves the total. Everything is computed as "progress" toward the bust edge, so the countdown
// variant (adding game: "start at 99 and subtract down to 0") is the normal game seen in a mirror.
import type { Rank } from "../cards";
import type { CardEffect, Choice, RuleSet } from "./types";

/** Progress toward the bust edge for a total as announced. */
export function progressOf(rules: RuleSet, total: number): number {
  return rules.countdown ? rules.limit - total : total;
}

/** The total to announce for a progress. */
export function shownTotal(rules: RuleSet, progress: number): number {
  return rules.countdown ? rules.limit - progress : progress;
}

/** The two values a card offers (A, 10), or null when it has one meaning. */
export function choicesOf(effect: CardEffect): readonly [Choice, Choice] | null {
  return effect.op === "add" && effect.values.length === 2 ? effect.values : null;
}

/** One outcome of playing a rank with a given choice: the new total and whether it stays within the limit. */
export interface Outcome {
  choice?: Choice;
  total: number;
  legal: boolean;
}

function outcome(rules: RuleSet, total: number, effect: CardEffect, value: number, choice?: Choice): Outcome {
  // Ninety-Eight: "A total never goes below 0" (a −10 at 4 leaves 0); we hold the adding game to the same
  // floor, and in countdown the mirrored floor keeps the total from climbing past the limit.
  const progress = effect.op === "set" ? effect.value : Math.max(0, progressOf(rules, total) + value);
  // Ninety-Eight: legal when the new total is ≤ the limit, so exactly 98 is fine.
  return {
    ...(choice === undefined ? {} : { choice }),
    total: shownTotal(rules, progress),
    legal: progress <= rules.limit,
  };
}

/** Every way to play this rank at this total: one outcome, or one per choice for A and 10. */
export function outcomesOf(rules: RuleSet, total: number, rank: Rank): Outcome[] {
  const effect = rules.effects[rank];
  const choices = choicesOf(effect);
  if (choices) return choices.map((choice) => outcome(rules, total, effect, choice, choice));
  const value = effect.op === "add" ? (effect.values[0] ?? 0) : 0;
  return [outcome(rules, total, effect, value)];
}
