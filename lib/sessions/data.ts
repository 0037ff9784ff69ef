import "server-only";
import { cache } from "react";
import { tokenMatches } from "../auth/token";
import { db, hotSql } from "../db";
import { holdsNul } from "../db-text-guard";
import { notFound } from "../errors";
import { type Sql, sql } from "../sql/types";
import { type SessionRow, selectSessionRow, selectStampRow, selectWriteRow } from "./session-row";
import { computeSummary, storedSummary } from "./summary";
import type { SessionListItem, SessionView } from "./types";
import { listItemOf, readView, type SessionRecord } from "./view";

/** The session row (session-row.ts; `version` is the last history seq, the round writes' lock) with its parts. */
type StoredSession = SessionRow &
  Pick<SessionRecord, "players" | "rounds"> & {
    league: { tokenHash: string } | null;
  };

/**
 * What a round write reads of the session row: all but the stored summary, which the write replaces. Its format is
 * read, so a write sets it only when it changes (mutations.ts).
 */
export type WriteRow = Omit<StoredSession, "players" | "rounds" | "summary">;

type Parts = Pick<StoredSession, "players" | "rounds">;

/**
 * The session with its league's token hash, its players and its rounds: three plain statements, every read and
 * write of a session starts here. The ORM's nested read of the same (`include`) cost twice the CPU of the whole
 * rest of a session read (docs/decisions/018-fast-server-path.md); on SQLite they run on the hot path's prepared
 * statements (021). Portable SQL: quoted Prisma names, no casts; dates come back as Date on both databases.
 */
async function readRecord(id: string, on: Sql = hotSql): Promise<StoredSession | null> {
  // PostgreSQL refuses a NUL in text where SQLite finds nothing: the same answer on both (lib/db-text-guard.ts).
  if (holdsNul(id)) return null;
  const row = await on.get<SessionRow & { leagueTokenHash: string | null }>(selectSessionRow(id));
  if (!row) return null;
  const { leagueTokenHash, ...session } = row;
  return {
    ...session,
    league: leagueTokenHash === null ? null : { tokenHash: leagueTokenHash },
    ...(await readParts(id, on)),
  };
}

async function readParts(id: string, on: Sql): Promise<Parts> {
  const players = await on.all<StoredSession["players"][number]>(sql`
    SELECT "id", "name", "seat" FROM "Player" WHERE "sessionId" = ${id} ORDER BY "seat"`);
  const rounds = await on.all<StoredSession["rounds"][number]>(sql`
    SELECT "number", "entry", "createdAt", "updatedAt" FROM "Round" WHERE "sessionId" = ${id} ORDER BY "number"`);
  return { players, rounds };
}

/**
 * A round add's read (mutations.ts): the session row without its stored summary (the write stores a new one, and
 * at 50 rounds it is the row's largest value), and its players and rounds only when `known` does not already have
 * them for this row (docs/decisions/030: the rows this process wrote last, kept by version). Not found: not_found.
 */
export async function loadWriteRecord<Known extends Parts>(
  id: string,
  known: (row: WriteRow) => Known | null,
): Promise<{ record: WriteRow & Parts; known: Known | null }> {
  const found = holdsNul(id)
    ? undefined
    : await hotSql.get<Omit<SessionRow, "summary"> & { leagueTokenHash: string | null }>(selectWriteRow(id));
  if (!found) throw notFound("session", id);
  const { leagueTokenHash, ...rest } = found;
  const row: WriteRow = { ...rest, league: leagueTokenHash === null ? null : { tokenHash: leagueTokenHash } };
  const kept = known(row);
  const { players, rounds } = kept ?? (await readParts(id, hotSql));
  return { record: { ...row, players, rounds }, known: kept };
}

/** The stored session with its players and rounds, or a not_found error. Always a fresh read (mutations use it). */
export async function loadSessionRecord(id: string): Promise<StoredSession> {
  const record = await readRecord(id);
  if (!record) throw notFound("session", id);
  return record;
}

// React's cache() lasts one server render: a page, its generateMetadata and its edit check share one read.
// Outside a render (route handlers, server actions) it calls through, so writes never see a stale copy.
const cachedRecord = cache(readRecord);

/** The session for a page, or null for an unknown id (the page answers with its 404). */
export const loadSession = cache(async (id: string): Promise<SessionView | null> => {
  const record = await cachedRecord(id);
  return record ? readView(record) : null;
});

export async function getSession(id: string): Promise<SessionView> {
  const session = await loadSession(id);
  if (!session) throw notFound("session", id);
  return session;
}

/** These sessions (in progress and finished), most recently touched first, for the home page. */
export async function listSessions(ids: readonly string[], limit = 20): Promise<SessionListItem[]> {
  if (ids.length === 0) return [];
  // The stored summary gives the row: no rounds are read (only a row from before summaries were stored needs them).
  const records = await db.gameSession.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      game: true,
      createdAt: true,
      updatedAt: true,
      summary: true,
      summaryFormat: true,
      players: true,
    },
    orderBy: { updatedAt: "desc" },
    take: limit,
  });
  return Promise.all(
    records.map(async (record) => listItemOf(record, storedSummary(record) ?? (await recomputed(record.id)))),
  );
}

async function recomputed(id: string) {
  return computeSummary(await loadSessionRecord(id));
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

/**
 * What a scoreboard page shows from the database changes only with these (lib/front/scoreboard-cache.ts): every
 * round write sets the version, every other change of the row its `updatedAt` or league; the league's name is
 * read along so a rename is covered too. One indexed read, no rounds, on the hot path's prepared statement (021):
 * it runs on every kept view. The session's token hash comes along so the cache can check a scoring phone's token
 * as `canEdit` does.
 */
export async function scoreboardStamp(
  id: string,
): Promise<{ stamp: string; leagueId: string | null; tokenHash: string } | null> {
  if (holdsNul(id)) return null;
  const row = await selectStampRow(hotSql, id);
  if (!row) return null;
  const stamp = JSON.stringify([String(row.version), new Date(row.updatedAt).getTime(), row.leagueId, row.leagueName]);
  return { stamp, leagueId: row.leagueId, tokenHash: row.tokenHash };
}

/**
 * Whether a session read now may see a write that has not committed (SQLite's one connection while a transaction
 * awaits on it): what such a read gives must not be kept for later requests (lib/front/session-json.ts).
 */
export function mayReadUncommitted(): boolean {
  return hotSql.seesUncommitted?.() ?? false;
}
