import type { SessionChangeEvent } from "@/lib/live/types";

interface HistoryPage {
  changes: Omit<SessionChangeEvent, "version">[];
  hasMore: boolean;
  next: number | null;
}

/**
 * The session's changes after version `after`, read from the API's history (`GET /api/v1/sessions/:id/history`),
 * following `next` while `hasMore`: what the live stream did not tell this page. Each change takes the next version
 * (every round write moves the version on by one, and each writes one history line: docs/api-additions.md), so the
 * i-th change after `after` made version after + 1 + i. Throws when a page cannot be read.
 */
export async function missingChanges(
  sessionId: string,
  after: number,
  /** Changes per page (the server's page size when left out). */
  limit?: number,
): Promise<SessionChangeEvent[]> {
  const changes: SessionChangeEvent[] = [];
  let from: number | null = after;
  while (from !== null) {
    const query = `after=${from}${limit ? `&limit=${limit}` : ""}`;
    const response = await fetch(`/api/v1/sessions/${encodeURIComponent(sessionId)}/history?${query}`, {
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`history: ${response.status}`);
    const page = (await response.json()) as HistoryPage;
    const start: number = from;
    changes.push(...page.changes.map((change, i) => ({ ...change, version: start + 1 + i })));
    // A page whose last version is not where the count says: the versions are not what this reading assumes.
    if (page.hasMore && page.next !== start + page.changes.length) throw new Error("history: versions out of step");
    from = page.hasMore ? page.next : null;
  }
  return changes;
}
