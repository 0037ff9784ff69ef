// Whose turn it is among the players still in the hand, with reverses and skips.
import type { PlayerId } from "../types";
import type { CardEffect, RefereeState } from "./types";

/** Players still in the hand, clockwise. */
export function activePlayers(state: Pick<RefereeState, "seats" | "eliminated">): PlayerId[] {
  return state.seats.filter((id) => !state.eliminated.includes(id));
}

/** The player `steps` places from `from` in `direction` among `players` (clockwise seat order). */
export function stepFrom(players: readonly PlayerId[], from: PlayerId, direction: 1 | -1, steps: number): PlayerId {
  const index = players.indexOf(from);
  const { length } = players;
  if (index < 0 || length === 0) return players[0] ?? from;
  const target = (((index + direction * steps) % length) + length) % length;
  return players[target] ?? from;
}

export interface TurnAfterPlay {
  turn: PlayerId;
  direction: 1 | -1;
  skipped: PlayerId | null;
}

/** Who plays next after `effect` was played by the player whose turn it was. */
export function turnAfterPlay(state: RefereeState, current: PlayerId, effect: CardEffect): TurnAfterPlay {
  const players = activePlayers(state);
  const direction = effect.reverse ? (state.direction === 1 ? -1 : 1) : state.direction;
  // Adding game ruling: a 4 "reverses (with 2 players the same player plays again)". We apply the same
  // reading to every reverse, including Ninety-Eight's reverse fours and Ninety-Nine rules.
  if (effect.reverse && players.length === 2) return { turn: current, direction, skipped: null };
  if (effect.skip) {
    const skipped = stepFrom(players, current, direction, 1);
    // With two players a skip also brings the turn back to the player who played it.
    return { turn: stepFrom(players, current, direction, 2), direction, skipped };
  }
  return { turn: stepFrom(players, current, direction, 1), direction, skipped: null };
}
