import type { GameId } from "../games/types";
import type { StoredSummary } from "./summary-of";
import type { SessionView } from "./types";

// The API's session object from what the session holds and what its entries derive. No game registry and no database
// types here: the server (view.ts) and the phone (lib/offline/phone-view.ts) both build their SessionView with it.

/** A round as the API shows it: the entry parsed, the times as ISO text. */
export interface ShownRound {
  entry: unknown;
  createdAt: string;
  updatedAt: string;
}

/** The session's own fields, as the API shows them (times as ISO text). */
export interface SessionFacts {
  id: string;
  game: GameId;
  createdAt: string;
  updatedAt: string;
  firstDealer: number;
  players: ReadonlyArray<{ id: string; name: string; seat: number }>;
  leagueId: string | null;
  version: number;
  /** The day it was played (YYYY-MM-DD). */
  playedOn: string;
}

/** The session view: `roundAt(i)` gives the stored round i (0 = round 1), asked only for rounds the summary keeps. */
export function sessionViewOf(
  facts: SessionFacts,
  summary: StoredSummary,
  roundAt: (index: number) => ShownRound,
): SessionView {
  const names = new Map(facts.players.map((p) => [p.id, p.name]));
  return {
    id: facts.id,
    game: facts.game,
    createdAt: facts.createdAt,
    updatedAt: facts.updatedAt,
    options: summary.options,
    firstDealer: facts.firstDealer,
    players: [...facts.players].sort((a, b) => a.seat - b.seat).map(({ id, name, seat }) => ({ id, name, seat })),
    rounds: summary.rounds.map((played, index) => {
      const round = roundAt(index);
      return {
        number: index + 1,
        entry: round.entry,
        scores: played.scores,
        tiebreak: played.tiebreak,
        totals: played.totals,
        seats: played.seats,
        createdAt: round.createdAt,
        updatedAt: round.updatedAt,
      };
    }),
    standings: summary.standings.map((row) => ({ ...row, name: names.get(row.playerId) ?? "?" })),
    status: summary.status,
    winners: summary.winners,
    tiebreak: summary.tiebreak,
    next: summary.next,
    participants: summary.participants,
    progress: summary.progress,
    extra: summary.extra,
    leagueId: facts.leagueId,
    version: facts.version,
    playedOn: facts.playedOn,
    ...(summary.problem ? { problem: summary.problem } : {}),
  };
}
