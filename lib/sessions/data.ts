import "server-only";
import { tokenMatches } from "../auth/token";
import { db } from "../db";
import { AppError } from "../errors";
import type { SessionListItem, SessionView } from "./types";
import { type SessionRecord, toListItem, toSessionView } from "./view";

const include = { players: true, rounds: true, league: { select: { tokenHash: true } } } as const;

/** The stored session with its players and rounds, or a not_found error. */
export async function loadSessionRecord(
  id: string,
): Promise<SessionRecord & { tokenHash: string; league: { tokenHash: string } | null }> {
  const record = await db.gameSession.findUnique({ where: { id }, include });
  if (!record) throw new AppError("not_found", `No session with id "${id}".`);
  return record;
}

export async function getSession(id: string): Promise<SessionView> {
  return toSessionView(await loadSessionRecord(id));
}

export async function findSession(id: string): Promise<SessionView | null> {
  const record = await db.gameSession.findUnique({ where: { id }, include });
  return record ? toSessionView(record) : null;
}

/** These sessions (in progress and finished), most recently touched first, for the home page. */
export async function listSessions(ids: readonly string[], limit = 20): Promise<SessionListItem[]> {
  if (ids.length === 0) return [];
  const records = await db.gameSession.findMany({
    where: { id: { in: [...ids] } },
    include,
    orderBy: { updatedAt: "desc" },
    take: limit,
  });
  return records.map((record) => toListItem(toSessionView(record)));
}

/** Whether this token may change the session (the pages show edit controls only then). */
export async function canEdit(sessionId: string, token: string | null): Promise<boolean> {
  if (!token) return false;
  const record = await db.gameSession.findUnique({
    where: { id: sessionId },
    select: { tokenHash: true, league: { select: { tokenHash: true } } },
  });
  if (!record) return false;
  return (
    tokenMatches(token, record.tokenHash) || (record.league !== null && tokenMatches(token, record.league.tokenHash))
  );
}

export async function leagueIdOf(sessionId: string): Promise<string | null> {
  const record = await db.gameSession.findUnique({ where: { id: sessionId }, select: { leagueId: true } });
  return record?.leagueId ?? null;
}
