import type { Rank } from "@/lib/games/cards";
import { shownTotal } from "@/lib/games/running-total/arithmetic";
import type { RuleSet } from "@/lib/games/running-total/types";

const MINUS = "−";

/** A signed number as the table says it: "+3", "−10", "0" (a typographic minus). */
export function signed(value: number): string {
  if (value === 0) return "0";
  return value > 0 ? `+${value}` : `${MINUS}${Math.abs(value)}`;
}

/** How a value moves the total shown: in the countdown variant every value is taken off. */
export function shownValue(rules: RuleSet, value: number): number {
  return rules.countdown ? -value : value;
}

/**
 * What a rank does under the rules in force, in a few characters for its button: "+7", "1/11", "±10", "=98".
 * Skip and reverse are drawn as icons beside it.
 */
export function effectHint(rules: RuleSet, rank: Rank): { text: string; skip: boolean; reverse: boolean } {
  const effect = rules.effects[rank];
  const flags = { skip: effect.skip === true, reverse: effect.reverse === true };
  if (effect.op === "set") return { text: `=${shownTotal(rules, effect.value)}`, ...flags };
  const [first, second] = effect.values;
  if (second === undefined) return { text: signed(shownValue(rules, first)), ...flags };
  if (first === -second) return { text: `±${Math.abs(first)}`, ...flags };
  const sign = rules.countdown ? MINUS : "+";
  return { text: `${sign}${Math.abs(first)}/${Math.abs(second)}`, ...flags };
}
