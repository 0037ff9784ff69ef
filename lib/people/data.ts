import "server-only";
import { db } from "../db";
import type { GameId } from "../games/types";
import { loadSessionRecord } from "../sessions/data";
import { cleanName } from "../sessions/names";
import { computeSummary, type StoredSummary, storedSummary } from "../sessions/summary";
import type { PlayedGame } from "./stats";

/** At most this many league games join this phone's own: the newest, so a person page stays one quick read. */
export const LEAGUE_GAMES = 500;

/** A game of this phone as the people and evening pages read it: no round entries, the stored summary instead. */
export interface PhoneGame extends PlayedGame {
  createdAt: string;
  /** Set when the game was entered afterwards: the day it was played (noon UTC of that day). */
  playedAt: string | null;
  leagueId: string | null;
  leagueName: string | null;
  /** The players by id, as shown (a league member's name where the game is a league's). */
  names: Record<string, string>;
  /** When each round was added (ISO), in round order: the last one finished a finished game. */
  roundTimes: string[];
  summary: StoredSummary;
}

/**
 * This phone's games (`sessionIds`, the recent-games cookie) and the newest games of its leagues (`leagueIds`).
 * Names: in a league the member's name, else the name as typed (decision in docs/people.md).
 */
export async function loadPhoneGames(
  sessionIds: readonly string[],
  leagueIds: readonly string[],
): Promise<PhoneGame[]> {
  if (sessionIds.length === 0 && leagueIds.length === 0) return [];
  const select = {
    id: true,
    game: true,
    createdAt: true,
    playedAt: true,
    leagueId: true,
    summary: true,
    summaryFormat: true,
    league: { select: { name: true } },
    players: { select: { id: true, name: true, seat: true, member: { select: { name: true } } } },
    rounds: { select: { number: true, createdAt: true } },
  } as const;
  const [own, leagues] = await Promise.all([
    sessionIds.length === 0 ? [] : db.gameSession.findMany({ where: { id: { in: [...sessionIds] } }, select }),
    leagueIds.length === 0
      ? []
      : db.gameSession.findMany({
          where: { leagueId: { in: [...leagueIds] } },
          select,
          orderBy: { createdAt: "desc" },
          take: LEAGUE_GAMES,
        }),
  ]);
  const records = new Map([...own, ...leagues].map((record) => [record.id, record]));
  return Promise.all(
    [...records.values()].map(async (record) => {
      const summary = storedSummary(record) ?? computeSummary(await loadSessionRecord(record.id));
      const seated = [...record.players].sort((a, b) => a.seat - b.seat);
      const names = Object.fromEntries(seated.map((p) => [p.id, cleanName(p.member?.name ?? p.name)]));
      const finished = summary.status === "finished";
      const roundTimes = [...record.rounds]
        .sort((a, b) => a.number - b.number)
        .map((round) => round.createdAt.toISOString());
      return {
        id: record.id,
        game: record.game as GameId,
        at: (record.playedAt ?? record.createdAt).toISOString(),
        players: seated.map((p) => names[p.id]!),
        winners: finished ? summary.winners.map((id) => names[id] ?? "?") : [],
        finished,
        createdAt: record.createdAt.toISOString(),
        playedAt: record.playedAt?.toISOString() ?? null,
        leagueId: record.leagueId,
        leagueName: record.league?.name ?? null,
        names,
        roundTimes,
        summary,
      };
    }),
  );
}
