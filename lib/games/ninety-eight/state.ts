import type { Bank } from "../running-total/chips";
import type { PlayerId, Table } from "../types";
import type { NinetyEightOptions } from "./options";

export interface NinetyEightState {
  table: Table;
  options: NinetyEightOptions;
  /** Strikes per player: one per elimination from a round. */
  strikes: Record<PlayerId, number>;
  /** Players out of the game (strikes reached `lives`), in the order they went out. */
  outOrder: PlayerId[];
  /** Chip balances and pot; they move only with `stakes` on. */
  bank: Bank;
  roundsPlayed: number;
  /** Seat of whoever deals the next round. */
  dealer: number;
}

/** Players still in the game, clockwise: they all take part in the next round. */
export function stillIn(state: Pick<NinetyEightState, "table" | "outOrder">): PlayerId[] {
  return state.table.players.filter((id) => !state.outOrder.includes(id));
}

/** The game ends when one player is left (rulings "Ninety-Eight"). */
export function isFinished(state: Pick<NinetyEightState, "table" | "outOrder">): boolean {
  return stillIn(state).length <= 1;
}
