// The game-specific half of the referee: what "cannot play" does and which round entry a finished hand gives.
import { eliminate, roundEntry } from "@/lib/games/ninety-eight/referee";
import { bust } from "@/lib/games/ninety-nine-adding/referee";
import type { RefereeState, Refusal } from "@/lib/games/running-total/types";
import type { RunningTotalGame } from "./types";

export type StuckResult = { kind: "out"; state: RefereeState; player: string } | Refusal;

/** The player to play is stuck: eliminate them (Ninety-Eight) or let them bust (adding game). */
export function stuck(game: RunningTotalGame, state: RefereeState, hand?: readonly string[]): StuckResult {
  const result = game === "ninety-eight" ? eliminate(state, hand) : bust(state, hand);
  return result.kind === "refused" ? result : { kind: "out", state: result.state, player: result.player };
}

/** The round entry once the hand is over (one player left, or someone busted); null while it goes on. */
export function entryOf(game: RunningTotalGame, state: RefereeState): Record<string, unknown> | null {
  if (state.turn !== null) return null;
  if (game === "ninety-eight") return roundEntry(state);
  const buster = state.eliminated[0];
  return buster === undefined ? null : { bust: buster };
}
