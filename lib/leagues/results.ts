import type { SessionView } from "../sessions/types";
import type { LeagueGame } from "./types";

export interface StoredPlacement {
  playerId: string;
  rank: number;
  score: number | null;
}

/** The result a finished session files into its league: each player's place (shared places stay shared). */
export function placementsOf(session: SessionView): StoredPlacement[] | null {
  if (session.status !== "finished") return null;
  return session.standings.map((row) => ({
    playerId: row.playerId,
    rank: row.rank,
    score: row.score ?? row.strikes ?? row.lives ?? null,
  }));
}

/**
 * When a game finished: the time its last round was entered, on the day it was played (games entered
 * afterwards keep their evening, and their order within it).
 */
export function finishedAt(session: SessionView): Date {
  const entered = session.rounds.at(-1)?.createdAt ?? session.updatedAt;
  return new Date(`${session.playedOn}T${entered.slice(11)}`);
}

/** The row a league session files (GameResult, without its session id), or null while it is not finished. */
export function resultRow(
  session: SessionView,
): { leagueId: string; game: string; finishedAt: Date; placements: string } | null {
  const placements = placementsOf(session);
  if (!session.leagueId || !placements) return null;
  return {
    leagueId: session.leagueId,
    game: session.game,
    finishedAt: finishedAt(session),
    placements: JSON.stringify(placements),
  };
}

/** Whether a stored result (or its absence) is the one the session's rounds give. */
export function resultMatches(
  stored: { leagueId: string; game: string; finishedAt: Date; placements: string } | null,
  expected: ReturnType<typeof resultRow>,
): boolean {
  if (!stored || !expected) return stored === expected;
  return (
    stored.leagueId === expected.leagueId &&
    stored.game === expected.game &&
    stored.finishedAt.getTime() === expected.finishedAt.getTime() &&
    stored.placements === expected.placements
  );
}

/**
 * A stored result as the statistics see it: players mapped to league members (`memberOf`); players without a
 * member (none in practice) drop out.
 */
export function leagueGameOf(
  result: { sessionId: string; game: string; finishedAt: Date; placements: string },
  memberOf: ReadonlyMap<string, string | null>,
): LeagueGame {
  const placements = (JSON.parse(result.placements) as StoredPlacement[]).flatMap((p) => {
    const memberId = memberOf.get(p.playerId);
    return memberId ? [{ memberId, rank: p.rank, ...(p.score !== null ? { score: p.score } : {}) }] : [];
  });
  return { sessionId: result.sessionId, game: result.game, finishedAt: result.finishedAt, placements };
}
