import type { SessionView } from "../sessions/types";
import type { SessionSnapshot } from "./types";

/** What a session page hands the browser so it can replay the game offline (entries, seats, options). */
export function snapshotOf(session: SessionView): SessionSnapshot {
  return {
    sessionId: session.id,
    game: session.game,
    options: session.options,
    firstDealer: session.firstDealer,
    players: [...session.players].sort((a, b) => a.seat - b.seat).map(({ id, name, seat }) => ({ id, name, seat })),
    entries: session.rounds.map((round) => round.entry),
    times: session.rounds.map(({ createdAt, updatedAt }) => ({ createdAt, updatedAt })),
    version: session.version,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    leagueId: session.leagueId,
    playedOn: session.playedOn,
  };
}
