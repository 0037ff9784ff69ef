import type { Bank } from "../running-total/chips";
import type { PlayerId, Table } from "../types";
import type { NinetyEightOptions } from "./options";
import { sideOf } from "./teams";

export interface NinetyEightState {
  table: Table;
  options: NinetyEightOptions;
  /** What scores together: each player alone, or the teams of two (teams.ts). */
  sides: PlayerId[][];
  /** Strikes per player: one per elimination of their side from a round, so partners always hold the same. */
  strikes: Record<PlayerId, number>;
  /** Players out of the game (their side's strikes reached `lives`), in the order they went out. */
  outOrder: PlayerId[];
  /** Chip balances and pot; they move only with `stakes` on. */
  bank: Bank;
  roundsPlayed: number;
  /** Seat of whoever deals the next round. */
  dealer: number;
}

type View = Pick<NinetyEightState, "table" | "outOrder">;

/** Players still in the game, clockwise: they all take part in the next round. */
export function stillIn(state: View): PlayerId[] {
  return state.table.players.filter((id) => !state.outOrder.includes(id));
}

/** The sides still in the game. */
export function sidesIn(state: View & Pick<NinetyEightState, "sides">): PlayerId[][] {
  const left = stillIn(state);
  return state.sides.filter((side) => side.every((id) => left.includes(id)));
}

/**
 * The game ends when one side is left (rulings "Ninety-Eight"), or with `rounds` after that many rounds
 * (nobody goes out of the game then).
 */
export function isFinished(state: View & Pick<NinetyEightState, "sides" | "options" | "roundsPlayed">): boolean {
  const { rounds } = state.options;
  if (rounds !== null) return state.roundsPlayed >= rounds;
  return sidesIn(state).length <= 1;
}

/** The partner of `id`, if they play in a team. */
export function partnerOf(state: Pick<NinetyEightState, "sides">, id: PlayerId): PlayerId | null {
  return sideOf(state.sides, id).find((other) => other !== id) ?? null;
}
