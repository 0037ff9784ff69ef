// The adding game's referee for one hand: tap each card played; the player who cannot play busts, which
// ends the hand and gives the round entry.
import type { Card } from "../cards";
import { shownTotal } from "../running-total/arithmetic";
import { checkStuck } from "../running-total/bust-check";
import { face, REVERSE_FOUR, SKIP_THREE, setTo, standardEffects } from "../running-total/effects";
import { handOver } from "../running-total/refusal";
import type { RefereeState, Refusal, RuleSet } from "../running-total/types";
import type { PlayerId } from "../types";
import type { NinetyNineAddingEntry, NinetyNineAddingOptions } from "./options";

export { bustCheck } from "../running-total/bust-check";
export { play } from "../running-total/play";

/**
 * Card effects (rulings "Ninety-Nine, adding game"): A +1/+11, 2–8 face value, 3 = +3 and skip, 4 = 0 and
 * reverse, 9 sets the limit, 10 ±10, J/Q +10, K = 0. With the 9/K swap, 9 = 0 and K sets the limit.
 * Countdown mirrors all of it: the same values are taken off a total that starts at the limit.
 * Ring of 99 keeps every card's meaning: the 9 (or K with the swap) sets the limit in force, 199 or 299, since it
 * is the card that passes the problem on; the extra cards without value count 0 (`noValueCards`).
 */
export function addingRules(options: NinetyNineAddingOptions): RuleSet {
  const { limit } = options;
  const effects = standardEffects(limit);
  effects["3"] = SKIP_THREE;
  effects["4"] = REVERSE_FOUR;
  effects["9"] = options.nineKingSwap ? face(0) : setTo(limit);
  effects.K = options.nineKingSwap ? setTo(limit) : face(0);
  // startTotal is "that much of the way to the edge": 50 opens at 50, or at limit − 50 in countdown.
  const rules: RuleSet = {
    limit,
    start: options.startTotal,
    countdown: options.countdown,
    handSize: options.handSize,
    effects,
  };
  // Only with the variant on, so a plain game's rule set (kept with a hand in progress) stays as it was.
  return options.noValueCards ? { ...rules, noValueCards: true } : rules;
}

/** A hand opens at the start total with the opener to play, clockwise; `players` are those with tokens. */
export function startHand(
  options: NinetyNineAddingOptions,
  players: readonly PlayerId[],
  opener: PlayerId,
): RefereeState {
  const rules = addingRules(options);
  const turn = players.includes(opener) ? opener : (players[0] ?? null);
  return { rules, seats: [...players], eliminated: [], turn, direction: 1, total: shownTotal(rules, rules.start) };
}

export type BustResult =
  | { kind: "bust"; state: RefereeState; player: PlayerId; entry: NinetyNineAddingEntry }
  | Refusal;

/**
 * The player whose turn it is cannot play without going past the edge: they bust and the hand is over.
 * Given the hand, a player who can still play is refused, with the plays they missed.
 */
export function bust(state: RefereeState, hand?: string | readonly (string | Card)[]): BustResult {
  const player = state.turn;
  if (player === null) return handOver();
  const stuck = checkStuck(state, hand);
  if (stuck) return stuck;
  const after: RefereeState = { ...state, eliminated: [player], turn: null };
  return { kind: "bust", state: after, player, entry: { bust: player } };
}
