import "server-only";
import { db } from "../db";
import { notFound } from "../errors";
import type { SessionView } from "../sessions/types";
import { gameOf } from "../sessions/view";
import type { ChangeKind, HistoryItem, RoundChangeView } from "./types";
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

async function changesOf(sessionId: string): Promise<RoundChangeView[] | null> {
  const record = await db.gameSession.findUnique({
    where: { id: sessionId },
    select: { changes: { orderBy: { seq: "asc" } } },
  });
  return record ? record.changes.map(toChangeView) : null;
}

/** Every change to the session's rounds, oldest first (the API's answer), or a not_found error. */
export async function getHistory(sessionId: string): Promise<{ changes: RoundChangeView[] }> {
  const changes = await changesOf(sessionId);
  if (!changes) throw notFound("session", sessionId);
  return { changes };
}

/** The history page's items for a session the page has already loaded. */
export async function loadHistoryItems(session: SessionView): Promise<HistoryItem[]> {
  return historyItems(gameOf(session), session, (await changesOf(session.id)) ?? []);
}
