// Ninety-Eight's referee for one round at the table: tap each card played; when a player is stuck, eliminate
// them. It ends with the round entry the scoreboard takes.
import type { Card } from "../cards";
import { shownTotal } from "../running-total/arithmetic";
import { checkStuck } from "../running-total/bust-check";
import { face, REVERSE_FOUR, SKIP_THREE, standardEffects } from "../running-total/effects";
import { handOver } from "../running-total/refusal";
import { activePlayers, stepFrom } from "../running-total/turns";
import type { RefereeState, Refusal, RuleSet } from "../running-total/types";
import type { PlayerId } from "../types";
import type { NinetyEightEntry, NinetyEightOptions } from "./options";
import { sideOf } from "./teams";

export { bustCheck } from "../running-total/bust-check";
export { play } from "../running-total/play";

/**
 * The card table for the variants in force (rulings "Ninety-Eight", "Other variants"). The K sets the total
 * to whatever the limit is: 98, 99 with Ninety-Nine rules, 50 in Speed 98. The options are the parsed ones, whose
 * `limit` is already the effective limit (options.ts), the same the session shows.
 */
export function ninetyEightRules(options: NinetyEightOptions): RuleSet {
  const { limit } = options;
  const effects = standardEffects(limit);
  // Ninety-Nine rules: "limit 99, K sets 99, 4 reverses, 3 skips" (K follows the limit already).
  if (options.ninetyNineRules) effects["3"] = SKIP_THREE;
  if (options.ninetyNineRules || options.reverseFours) effects["4"] = REVERSE_FOUR;
  // Jack skip: "J skips the next player instead of +10", so it counts 0.
  if (options.jackSkip) effects.J = { ...face(0), skip: true };
  return { limit, start: 0, countdown: false, handSize: options.handSize, effects };
}

/** A round opens at 0 with the starter to play, clockwise; `players` are those still in, in seat order. */
export function startRound(options: NinetyEightOptions, players: readonly PlayerId[], starter: PlayerId): RefereeState {
  const rules = ninetyEightRules(options);
  const turn = players.includes(starter) ? starter : (players[0] ?? null);
  return { rules, seats: [...players], eliminated: [], turn, direction: 1, total: shownTotal(rules, rules.start) };
}

export type EliminateResult =
  | { kind: "eliminated"; state: RefereeState; player: PlayerId; roundWinner: PlayerId | null }
  | Refusal;

type Sides = readonly (readonly PlayerId[])[];

/**
 * The player whose turn it is has no legal card and leaves the round. "The total and discard pile reset to 0
 * and the next active player starts": next in the current direction (the reset does not mention direction,
 * so it stays). With one player (or one team) left the round is over. Given the hand, a player who can still
 * play is refused. With teams (`sides`, teams.ts) the partner leaves the round too and is listed right after.
 */
export function eliminate(
  state: RefereeState,
  hand?: string | readonly (string | Card)[],
  sides: Sides = [],
): EliminateResult {
  const player = state.turn;
  if (player === null) return handOver();
  const stuck = checkStuck(state, hand);
  if (stuck) return stuck;
  const players = activePlayers(state);
  const leaving = [player, ...sideOf(sides, player).filter((id) => id !== player && players.includes(id))];
  const left = players.filter((id) => !leaving.includes(id));
  const sidesLeft = new Set(left.map((id) => sideOf(sides, id)[0]));
  const roundWinner = sidesLeft.size <= 1 ? (left[0] ?? null) : null;
  // The next player still in the round after the one who got stuck (a partner leaving too is passed over).
  const next =
    Array.from({ length: players.length }, (_, step) => stepFrom(players, player, state.direction, step + 1)).find(
      (id) => left.includes(id),
    ) ?? null;
  const after: RefereeState = {
    ...state,
    eliminated: [...state.eliminated, ...leaving],
    total: shownTotal(state.rules, state.rules.start),
    turn: roundWinner === null ? next : null,
  };
  return { kind: "eliminated", state: after, player, roundWinner };
}

/**
 * The round entry for the scoreboard once one player (or team) is left; null while the round goes on. With
 * teams it names the player who got stuck in each team, not the partner who left with them.
 */
export function roundEntry(state: RefereeState, sides: Sides = []): NinetyEightEntry | null {
  if (state.turn !== null) return null;
  const eliminated = state.eliminated.filter(
    (id, index) => !state.eliminated.slice(0, index).some((earlier) => sideOf(sides, id).includes(earlier)),
  );
  return { eliminated };
}
