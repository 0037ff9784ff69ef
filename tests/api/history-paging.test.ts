// A long history answers in pages (issue 26, docs/limits.md): one round edited 5,000 times is the case. Each API
// answer stays small, the pages in turn give every change once and in order, the history page renders one page of
// items with the scores and restores the whole history would give them.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getHistory } from "@/app/api/v1/sessions/[id]/history/route";
import { db } from "@/lib/db";
import { loadHistoryPage } from "@/lib/history/data";
import { HISTORY_PAGE_ON_SCREEN, HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE } from "@/lib/history/paging";
import { historyItems } from "@/lib/history/view";
import { getSession } from "@/lib/sessions/data";
import { gameOf } from "@/lib/sessions/view";
import { api, expectError, ninesSession, type Reply } from "./client";

const EDITS = 5000;

async function history(id: string, query = ""): Promise<Reply & { bytes: number }> {
  const response = await getHistory(new Request(`http://deckside.test/api/v1/sessions/${id}/history${query}`), {
    params: Promise.resolve({ id }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Every change, following `next` from the first page; checks each page on the way. */
async function allPages(id: string, limit?: number): Promise<any[]> {
  const changes: any[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const query: string = `?after=${after}${limit ? `&limit=${limit}` : ""}`;
    const page = await history(id, query);
    expect(page.status).toBe(200);
    expect(page.body.changes.length).toBeLessThanOrEqual(limit ?? HISTORY_PAGE_SIZE);
    expect(page.body.hasMore).toBe(page.body.next !== null);
    if (page.body.hasMore) expect(page.body.changes).toHaveLength(limit ?? HISTORY_PAGE_SIZE);
    changes.push(...page.body.changes);
    after = page.body.next;
  }
  return changes;
}

let game: Awaited<ReturnType<typeof ninesSession>>;
/** Every change as the database holds it, oldest first: what the pages together must give. */
let stored: Array<{ id: string; seq: number; kind: string }>;

beforeAll(async () => {
  game = await ninesSession();
  await game.play("Ann", { Ben: 10, Cem: 20 });
  await game.play("Ben", { Ann: 4, Cem: 6 });
  // Round 1 edited back and forth through the ordinary PUT, as a phone would.
  for (let i = 0; i < EDITS; i++) {
    const entry =
      i % 2 === 0 ? game.entry("Cem", { Ann: 1 + (i % 50), Ben: 3 }) : game.entry("Ann", { Ben: 10, Cem: 20 });
    const r = await api.putRound(game.id, 1, entry, game.token);
    if (r.status !== 200) throw new Error(`edit ${i} refused: ${JSON.stringify(r.body)}`);
  }
  stored = await db.roundChange.findMany({
    where: { sessionId: game.id },
    orderBy: { seq: "asc" },
    select: { id: true, seq: true, kind: true },
  });
  expect(stored).toHaveLength(EDITS + 2);
}, 600_000);

describe("GET sessions/:id/history in pages", () => {
  it(`answers ${HISTORY_PAGE_SIZE} changes at a time, oldest first, in a bounded size`, async () => {
    const first = await history(game.id);
    expect(first.status).toBe(200);
    expect(first.body.changes.map((c: any) => c.id)).toEqual(stored.slice(0, HISTORY_PAGE_SIZE).map((c) => c.id));
    expect(first.body.hasMore).toBe(true);
    expect(first.body.next).toBe(stored[HISTORY_PAGE_SIZE - 1]!.seq);
    // A change of this game is about 300 bytes: 100 of them stay far under 64 KiB (all 5,002 were 1.5 MB).
    expect(first.bytes).toBeLessThan(64 * 1024);
    const widest = await history(game.id, `?limit=${MAX_HISTORY_PAGE}`);
    expect(widest.body.changes).toHaveLength(MAX_HISTORY_PAGE);
    expect(widest.bytes).toBeLessThan(128 * 1024);
  });

  it("gives every change once and in order across its pages, whatever the page size", async () => {
    for (const limit of [undefined, MAX_HISTORY_PAGE, 7]) {
      const changes = await allPages(game.id, limit);
      expect(changes.map((c) => c.id)).toEqual(stored.map((c) => c.id));
      expect(changes.map((c) => c.kind)).toEqual(stored.map((c) => c.kind));
    }
  });

  it("starts after any version (a live event's id), and is empty past the end", async () => {
    const from = stored[4000]!.seq;
    const page = await history(game.id, `?after=${from}&limit=3`);
    expect(page.body.changes.map((c: any) => c.id)).toEqual(stored.slice(4001, 4004).map((c) => c.id));
    const last = stored.at(-1)!.seq;
    expect((await history(game.id, `?after=${last - 1}`)).body).toMatchObject({ hasMore: false, next: null });
    expect((await history(game.id, `?after=${last}`)).body).toEqual({ changes: [], hasMore: false, next: null });
  });

  it("refuses a page size or start that is not a whole number in range (400 invalid_body)", async () => {
    for (const query of ["?limit=0", `?limit=${MAX_HISTORY_PAGE + 1}`, "?limit=ten", "?after=-1", "?after=1.5"]) {
      expectError(await history(game.id, query), 400, "invalid_body", /history query/);
    }
    expectError(await history("no-such-session", "?limit=5"), 404, "not_found");
  });
});

describe("the history page in pages", () => {
  it(`shows the latest ${HISTORY_PAGE_ON_SCREEN} changes, and its older pages reach the first, as the whole history would`, async () => {
    const session = await getSession(game.id);
    // What the page showed when it rendered every change at once (the reference, computed here from all of them).
    const all = (await allPages(game.id, MAX_HISTORY_PAGE)) as Parameters<typeof historyItems>[2];
    const whole = historyItems(gameOf(session), session, all);
    const seen: typeof whole = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page = await loadHistoryPage(session, before);
      expect(page.items.length).toBeLessThanOrEqual(HISTORY_PAGE_ON_SCREEN);
      if (pages === 0) expect(page.newer).toBeNull();
      else expect(page.newer).not.toBeNull();
      seen.unshift(...page.items);
      before = page.older;
      pages++;
    } while (before !== null && pages < 3);
    // The first pages (newest) match the same items of the whole history: scores, previous scores, restores.
    expect(seen).toEqual(whole.slice(-seen.length));
    expect(seen.filter((item) => item.restore)).toHaveLength(
      whole.slice(-seen.length).filter((item) => item.restore).length,
    );
  });

  it("links an older page back to the newer ones, and the oldest page starts at the first change", async () => {
    const session = await getSession(game.id);
    const latest = await loadHistoryPage(session, null);
    const older = await loadHistoryPage(session, latest.older);
    expect(older.newer).toBe("latest");
    const oldest = await loadHistoryPage(session, stored[HISTORY_PAGE_ON_SCREEN]!.seq);
    expect(oldest.older).toBeNull();
    expect(oldest.items.map((item) => item.id)).toEqual(stored.slice(0, HISTORY_PAGE_ON_SCREEN).map((c) => c.id));
    expect(oldest.newer).toBe(stored[2 * HISTORY_PAGE_ON_SCREEN]!.seq);
    const next = await loadHistoryPage(session, oldest.newer as number);
    expect(next.older).toBe(stored[HISTORY_PAGE_ON_SCREEN]!.seq);
    expect(next.items[0]!.id).toBe(stored[HISTORY_PAGE_ON_SCREEN]!.id);
    const first = await loadHistoryPage(session, stored[3]!.seq);
    expect(first.items.map((item) => item.kind)).toEqual(["added", "added", "edited"]);
    expect(first.older).toBeNull();
  });
});
