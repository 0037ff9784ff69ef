import type { SessionView } from "../sessions/types";

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
