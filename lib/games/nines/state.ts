import type { PlayerId, Table } from "../types";
import type { NinesOptions } from "./options";

export interface NinesState {
  table: Table;
  options: NinesOptions;
  /** Penalty totals of the regular rounds (tie-break rounds do not count). */
  totals: Record<PlayerId, number>;
  /** Regular rounds played. */
  roundsPlayed: number;
  /** Rounds played including tie-breaks: the next round's number is this + 1. */
  roundsTotal: number;
  /** Seat of whoever deals the next round. */
  dealer: number;
  /** The tied players while a tie-break is due. */
  tiebreak: PlayerId[] | null;
  /** Whoever won the tie-break round (ranks first). */
  tiebreakWinner: PlayerId | null;
  finished: boolean;
}

/** Who takes part in the next round: everyone, or only the tied players in a tie-break. */
export function participants(state: NinesState): PlayerId[] {
  return state.tiebreak ? [...state.tiebreak] : [...state.table.players];
}
