import "server-only";
import { db, hotSql } from "../db";
import { notFound } from "../errors";
import type { SessionView } from "../sessions/types";
import { gameOf } from "../sessions/view";
import { sql } from "../sql/types";
import { HISTORY_PAGE_ON_SCREEN, HISTORY_PAGE_SIZE } from "./paging";
import type { ChangeKind, HistoryPage, RoundChangeView } from "./types";
import { historyItems } from "./view";

type StoredChange = { id: string; at: Date; kind: string; round: number; entry: string; previous: string | null };

export function toChangeView(change: StoredChange): RoundChangeView {
  return {
    id: change.id,
    at: change.at.toISOString(),
    kind: change.kind as ChangeKind,
    round: change.round,
    entry: JSON.parse(change.entry) as unknown,
    ...(change.previous !== null ? { previous: JSON.parse(change.previous) as unknown } : {}),
  };
}

/** The API's answer: up to `limit` changes after version `after`, oldest first, and where the next page starts. */
export interface HistoryAnswer {
  changes: RoundChangeView[];
  /** Whether changes follow this page. */
  hasMore: boolean;
  /** The `after` of the next page (the version of this page's last change), null when this is the last. */
  next: number | null;
}

/** One page of the session's history, oldest first (the API's answer), or a not_found error. */
export async function getHistory(
  sessionId: string,
  { after = 0, limit = HISTORY_PAGE_SIZE }: { after?: number; limit?: number } = {},
): Promise<HistoryAnswer> {
  const record = await db.gameSession.findUnique({
    where: { id: sessionId },
    // One more than asked: whether more follow, without counting them.
    select: { changes: { where: { seq: { gt: after } }, orderBy: { seq: "asc" }, take: limit + 1 } },
  });
  if (!record) throw notFound("session", sessionId);
  const page = record.changes.slice(0, limit);
  const hasMore = record.changes.length > limit;
  return { changes: page.map(toChangeView), hasMore, next: hasMore ? page.at(-1)!.seq : null };
}

/**
 * The history page's items: the HISTORY_PAGE_ON_SCREEN changes before version `before` (null: the latest ones),
 * oldest first, and the `before` of the pages around it. The scores of a change need the rounds as they stood
 * then, found by taking every later change back from today's rounds: those are read too (their entries only),
 * but only the page is rendered.
 */
export async function loadHistoryPage(session: SessionView, before: number | null): Promise<HistoryPage> {
  const newestFirst = await db.roundChange.findMany({
    where: { sessionId: session.id, ...(before !== null ? { seq: { lt: before } } : {}) },
    orderBy: { seq: "desc" },
    take: HISTORY_PAGE_ON_SCREEN + 1,
  });
  const page = newestFirst.slice(0, HISTORY_PAGE_ON_SCREEN).reverse();
  const last = page.at(-1)?.seq ?? before ?? 0;
  const later = await db.roundChange.findMany({
    where: { sessionId: session.id, seq: { gt: last } },
    orderBy: { seq: "asc" },
    select: { seq: true, kind: true, round: true, entry: true, previous: true },
  });
  const laterViews = later.map((change) => toChangeView({ ...change, id: "", at: new Date(0) }));
  return {
    items: historyItems(gameOf(session), session, page.map(toChangeView), laterViews),
    // The page before this one ends where this one starts; the one after starts HISTORY_PAGE_ON_SCREEN on.
    older: newestFirst.length > HISTORY_PAGE_ON_SCREEN ? page[0]!.seq : null,
    newer: later.length === 0 ? null : (later[HISTORY_PAGE_ON_SCREEN]?.seq ?? "latest"),
  };
}

/** The change a keyed round write made: what a repeat of that write is answered with (lib/table/rounds.ts). */
export interface KeyedChange {
  /** The session's version after that write. */
  seq: number;
  kind: ChangeKind;
  round: number;
  /** The entry it wrote, as stored (JSON). */
  entry: string;
  at: Date;
}

/** The change this session made with `requestKey`, or null (one indexed read: the key is unique per session). */
export async function findKeyedChange(sessionId: string, requestKey: string): Promise<KeyedChange | null> {
  const row = await hotSql.get<KeyedChange>(sql`
    SELECT "seq", "kind", "round", "entry", "at" FROM "RoundChange"
    WHERE "sessionId" = ${sessionId} AND "requestKey" = ${requestKey}`);
  return row ? { ...row, seq: Number(row.seq), round: Number(row.round) } : null;
}
