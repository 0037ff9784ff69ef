import "server-only";
import { cache } from "react";
import { tokenMatches } from "../auth/token";
import { db } from "../db";
import { notFound } from "../errors";
import type { SessionListItem, SessionView } from "./types";
import { type SessionRecord, toListItem, toSessionView, versionQuery } from "./view";

const include = {
  players: true,
  rounds: true,
  changes: versionQuery,
  league: { select: { tokenHash: true } },
} as const;
type StoredSession = SessionRecord & { tokenHash: string; league: { tokenHash: string } | null };

/** The stored session with its players and rounds, or a not_found error. Always a fresh read (mutations use it). */
export async function loadSessionRecord(id: string): Promise<StoredSession> {
  const record = await db.gameSession.findUnique({ where: { id }, include });
  if (!record) throw notFound("session", id);
  return record;
}

// React's cache() lasts one server render: a page, its generateMetadata and its edit check share one read and
// one replay. Outside a render (route handlers, server actions) it calls through, so writes never see a stale copy.
const cachedRecord = cache(
  async (id: string): Promise<StoredSession | null> => db.gameSession.findUnique({ where: { id }, include }),
);

/** The session for a page, or null for an unknown id (the page answers with its 404). */
export const loadSession = cache(async (id: string): Promise<SessionView | null> => {
  const record = await cachedRecord(id);
  return record ? toSessionView(record) : null;
});

export async function getSession(id: string): Promise<SessionView> {
  const session = await loadSession(id);
  if (!session) throw notFound("session", id);
  return session;
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
  const record = await cachedRecord(sessionId);
  if (!record) return false;
  return (
    tokenMatches(token, record.tokenHash) || (record.league !== null && tokenMatches(token, record.league.tokenHash))
  );
}

/** Whether this is the session's own token (not its league's): the only kind a share link may carry. */
export async function isOwnToken(sessionId: string, token: string | null): Promise<boolean> {
  const record = token ? await cachedRecord(sessionId) : null;
  return record !== null && tokenMatches(token, record.tokenHash);
}

export async function leagueIdOf(sessionId: string): Promise<string | null> {
  return (await cachedRecord(sessionId))?.leagueId ?? null;
}
