import "server-only";
import { db } from "../db";
import { toChangeView } from "../history/data";
import type { SessionChangeEvent } from "./types";

/** The session's version (its last history seq, 0 when none), or null when there is no such session. */
export async function sessionVersion(sessionId: string): Promise<number | null> {
  const record = await db.gameSession.findUnique({
    where: { id: sessionId },
    select: { changes: { select: { seq: true }, orderBy: { seq: "desc" }, take: 1 } },
  });
  return record ? (record.changes[0]?.seq ?? 0) : null;
}

/** Up to `limit` changes after version `since`, oldest first; null when the session is gone. */
export async function changesSince(
  sessionId: string,
  since: number,
  limit: number,
): Promise<SessionChangeEvent[] | null> {
  const record = await db.gameSession.findUnique({
    where: { id: sessionId },
    select: { changes: { where: { seq: { gt: since } }, orderBy: { seq: "asc" }, take: limit } },
  });
  return record ? record.changes.map((change) => ({ ...toChangeView(change), version: change.seq })) : null;
}

export async function leagueExists(leagueId: string): Promise<boolean> {
  return (await db.league.findUnique({ where: { id: leagueId }, select: { id: true } })) !== null;
}
