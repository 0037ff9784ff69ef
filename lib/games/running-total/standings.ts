// Standings and scoreboard of a survival game (Ninety-Eight, adding game): players still in rank by how they
// stand, players out of the game rank below them by when they went out.
import { nextSeat, ranked } from "../ranking";
import type { PlayerId, Progress, Standing, Summary, Table } from "../types";

export interface SurvivalView {
  table: Table;
  /** Players out of the game, in the order they went out. */
  outOrder: readonly PlayerId[];
  /** When a player went out (position in `outOrder`, −1 while in); players who went out together share it. */
  outAt?: (id: PlayerId) => number;
  finished: boolean;
  /** Number of the next round / hand. */
  nextRound: number;
  /** Seat that deals the next round. */
  dealer: number;
  /** Among players still in: negative when `a` stands better (fewer strikes, more tokens). */
  compareIn: (a: PlayerId, b: PlayerId) => number;
  /** The game's own standing fields for a player. */
  fields: (id: PlayerId) => Omit<Standing, "playerId" | "rank">;
  progress: Progress;
  extra?: Summary["extra"];
}

/**
 * Competition ranking. Anyone still in beats anyone out; among players out, whoever went out later ranks
 * better (also within one round, in the order the entry lists them), so out players never tie.
 */
export function survivalStandings(view: SurvivalView): Standing[] {
  const outIndex = view.outAt ?? ((id: PlayerId) => view.outOrder.indexOf(id));
  const compare = (a: PlayerId, b: PlayerId): number => {
    const outA = outIndex(a);
    const outB = outIndex(b);
    if (outA < 0 && outB < 0) return view.compareIn(a, b);
    if (outA < 0 || outB < 0) return outA < 0 ? -1 : 1;
    return outB - outA;
  };
  return ranked(view.table.players, compare).map(({ item, rank }) => ({ playerId: item, rank, ...view.fields(item) }));
}

export function survivalSummary(view: SurvivalView): Summary {
  const standings = survivalStandings(view);
  const { players } = view.table;
  const stillIn = players.filter((id) => !view.outOrder.includes(id));
  const dealer = players[view.dealer] ?? players[0] ?? "";
  const starter = players[nextSeat(players, view.dealer, (id) => stillIn.includes(id))] ?? dealer;
  return {
    status: view.finished ? "finished" : "active",
    standings,
    winners: view.finished ? standings.filter((row) => row.rank === 1).map((row) => row.playerId) : [],
    tiebreak: null,
    next: view.finished ? null : { round: view.nextRound, dealer, starter },
    participants: view.finished ? [] : stillIn,
    progress: view.progress,
    ...(view.extra ? { extra: view.extra } : {}),
  };
}
