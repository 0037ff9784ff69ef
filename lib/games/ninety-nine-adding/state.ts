import type { Bank } from "../running-total/chips";
import type { PlayerId, Table } from "../types";
import type { NinetyNineAddingOptions } from "./options";

export interface NinetyNineAddingState {
  table: Table;
  options: NinetyNineAddingOptions;
  /** Tokens left per player. */
  lives: Record<PlayerId, number>;
  /** Players who lost their last token, in the order they went out. */
  outOrder: PlayerId[];
  /** Chip balances and pot; they move only with `stakes` on. */
  bank: Bank;
  handsPlayed: number;
  /** Seat that deals the next hand: the last buster (first hand: the first dealer). */
  dealer: number;
}

type View = Pick<NinetyNineAddingState, "table" | "outOrder" | "options" | "handsPlayed" | "lives">;

/** Players with tokens left, clockwise: they are dealt into the next hand. */
export function stillIn(state: Pick<View, "table" | "outOrder">): PlayerId[] {
  return state.table.players.filter((id) => !state.outOrder.includes(id));
}

/** One player with tokens left wins; with `hands`, the game also ends after that many hands. */
export function isFinished(state: View): boolean {
  const { hands } = state.options;
  return stillIn(state).length <= 1 || (hands !== null && state.handsPlayed >= hands);
}

/** Once finished: the players with the most tokens left ("equal most share the win"). */
export function leaders(state: View): PlayerId[] {
  const playing = stillIn(state);
  const most = Math.max(...playing.map((id) => state.lives[id] ?? 0));
  return playing.filter((id) => (state.lives[id] ?? 0) === most);
}
