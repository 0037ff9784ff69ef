import { nextSeat } from "../ranking";
import type { NextRound, PlayerId, Table } from "../types";
import type { NinetyNineTricksOptions } from "./options";

export interface NinetyNineTricksState {
  table: Table;
  options: NinetyNineTricksOptions;
  /** Points so far: tricks, bonuses and premiums of every round played. */
  totals: Record<PlayerId, number>;
  roundsPlayed: number;
  finished: boolean;
}

/** A round has exactly 9 tricks: 12 cards each, 3 laid aside as the bid, 9 played (sheet, "So läuft eine Runde"). */
export const TRICKS_PER_ROUND = 9;

/**
 * Seat of the dealer of round `round` (1-based). The deal passes clockwise every round
 * (sheet: "Nach jeder Runde gibt der nächste Spieler im Uhrzeigersinn"), starting at the chosen first dealer.
 */
export function dealerSeat(table: Table, round: number): number {
  const count = table.players.length;
  if (count === 0) return 0;
  const start = ((table.firstDealer % count) + count) % count;
  return (start + round - 1) % count;
}

/** Who deals and who leads the first trick of round `round`: the player left of the dealer leads. */
export function roundSeats(table: Table, round: number): NextRound {
  const seat = dealerSeat(table, round);
  const dealer = table.players[seat] ?? "";
  const starter = table.players[nextSeat(table.players, seat, () => true)] ?? dealer;
  return { round, dealer, starter };
}

/**
 * The game is over after this round: with `target`, once someone reaches or passes it (`target`
 * replaces `rounds`); otherwise after `rounds` rounds.
 */
export function gameOver(state: NinetyNineTricksState): boolean {
  const { rounds, target } = state.options;
  if (target !== null) return Object.values(state.totals).some((total) => total >= target);
  return state.roundsPlayed >= rounds;
}
