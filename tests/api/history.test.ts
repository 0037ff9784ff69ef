// GET /api/v1/sessions/:id/history: every change to a round, written with the change itself; and the history
// page's "restore", which goes through the ordinary PUT (edit) and POST (add) of a round.
import { describe, expect, it } from "vitest";
import { GET as getHistory, POST as postHistory } from "@/app/api/v1/sessions/[id]/history/route";
import { DELETE as deleteSession } from "@/app/api/v1/sessions/[id]/route";
import { db } from "@/lib/db";
import { loadHistoryPage } from "@/lib/history/data";
import { api, expectError, expectRefused, ninesSession, type Reply, table } from "./client";

/** The history page's items on its latest page (every change, for a history shorter than a page). */
const latestItems = async (session: Parameters<typeof loadHistoryPage>[0]) =>
  (await loadHistoryPage(session, null)).items;

async function history(id: string): Promise<Reply> {
  const response = await getHistory(new Request(`http://deckside.test/api/v1/sessions/${id}/history`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

/** The changes as [kind, round] pairs, oldest first. */
async function kinds(id: string): Promise<Array<[string, number]>> {
  return (await history(id)).body.changes.map((c: any) => [c.kind, c.round]);
}

async function session(id: string) {
  return (await api.getSession(id)).body;
}

describe("GET sessions/:id/history", () => {
  it("records added, edited and undone rounds, oldest first, with the entries before and after", async () => {
    const s = await ninesSession();
    expect((await history(s.id)).body).toEqual({ changes: [], hasMore: false, next: null });
    const first = s.entry("Ann", { Ben: 10, Cem: 20 });
    const edited = s.entry("Ben", { Ann: 15, Cem: 3 });
    await s.play("Ann", { Ben: 10, Cem: 20 });
    const added = (await s.play("Ben", { Ann: 5, Cem: "KS 9H" })).round.entry;
    expect((await api.putRound(s.id, 2, edited, s.token)).status).toBe(200);
    expect((await api.deleteRound(s.id, 2, s.token)).status).toBe(200);

    // Readable without a token, like the session.
    const r = await history(s.id);
    expect(r.status).toBe(200);
    // One page holds it all: nothing more, no next page (history-paging.test.ts pages through a long one).
    expect(r.body).toMatchObject({ hasMore: false, next: null });
    const changes = r.body.changes;
    expect(changes.map((c: any) => [c.kind, c.round])).toEqual([
      ["added", 1],
      ["added", 2],
      ["edited", 2],
      ["undone", 2],
    ]);
    // The entry as the session stores it (cards parsed as the schema reads them).
    expect(changes[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      kind: "added",
      round: 1,
      entry: first,
    });
    expect(changes[1].entry).toEqual(added);
    expect(changes[2]).toMatchObject({ kind: "edited", round: 2, entry: edited, previous: added });
    // Undone: the entry that was removed, nothing replaced.
    expect(changes[3]).toMatchObject({ kind: "undone", round: 2, entry: edited });
    expect("previous" in changes[3]).toBe(false);
    expect("previous" in changes[0]).toBe(false);
    expect(new Set(changes.map((c: any) => c.id)).size).toBe(4);
    const times = changes.map((c: any) => Date.parse(c.at));
    for (const time of times) expect(Number.isNaN(time)).toBe(false);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(JSON.stringify(r.body)).not.toContain(s.token);
  });

  it("404 in the usual error shape for an unknown session, and once the session is deleted", async () => {
    expectError(await history("no-such-session"), 404, "not_found", /No session/);
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    const removed = await deleteSession(
      new Request(`http://deckside.test/api/v1/sessions/${s.id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${s.token}` },
      }),
      { params: Promise.resolve({ id: s.id }) },
    );
    expect(removed.status).toBe(200);
    expectError(await history(s.id), 404, "not_found");
    // The history goes with the session.
    expect(await db.roundChange.count({ where: { sessionId: s.id } })).toBe(0);
  });

  it("405 in the usual error shape for anything but reading", async () => {
    const s = await ninesSession();
    const response = await postHistory(
      new Request(`http://deckside.test/api/v1/sessions/${s.id}/history`, { method: "POST", body: "{}" }),
    );
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expectError({ status: response.status, body: await response.json() }, 405, "method_not_allowed");
  });

  it("a refused round, edit or undo writes no history", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    await s.play("Ben", { Ann: 5, Cem: 5 });
    const before = (await history(s.id)).body;
    // The rules (a winner with a hand), a wrong token, a body of the wrong shape, a stale round guard.
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ann: 5, Ben: 1 }), s.token),
      422,
      "rule_violation",
    );
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }), "wrong"),
      401,
      "unauthorized",
    );
    await expectRefused(s.id, () => api.addRound(s.id, { winner: 7 }, s.token), 400, "invalid_body");
    await expectRefused(
      s.id,
      () => api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }, { round: 2 }), s.token),
      409,
      "stale_round",
    );
    // An edit that ends the game before round 2, and an undo of a round that is not the last.
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 100, Cem: 1 }), s.token),
      409,
      "game_finished",
    );
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 2, s.entry("Ann", { Ann: 1, Cem: 1 }), s.token),
      422,
      "rule_violation",
    );
    await expectRefused(s.id, () => api.deleteRound(s.id, 1, s.token), 409, "not_last_round");
    await expectRefused(s.id, () => api.deleteRound(s.id, 2, "wrong"), 401, "unauthorized");
    expect((await history(s.id)).body).toEqual(before);
  });
});

describe("restore from the history", () => {
  it("puts an overwritten entry back by replacing the round (an edit of its own in the history)", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    const original = (await s.play("Ben", { Ann: 12, Cem: 5 })).round.entry;
    await s.play("Cem", { Ann: 1, Ben: 1 });
    const totals = table(await session(s.id));
    expect((await api.putRound(s.id, 2, s.entry("Ben", { Ann: 21, Cem: 5 }), s.token)).status).toBe(200);

    let items = await latestItems(await session(s.id));
    const edit = items.at(-1)!;
    // The words come from the entries: Ann 12 -> 21 in round 2, as the rounds before it stood.
    expect(edit.previousScores).toEqual({ [s.ids.Ann!]: 12, [s.ids.Ben!]: 0, [s.ids.Cem!]: 5 });
    expect(edit.scores).toEqual({ [s.ids.Ann!]: 21, [s.ids.Ben!]: 0, [s.ids.Cem!]: 5 });
    expect(edit.restore).toEqual({ kind: "replace", round: 2, entry: original });
    // Nothing else was overwritten or removed.
    expect(items.filter((item) => item.restore)).toHaveLength(1);

    const r = await api.putRound(s.id, 2, { ...(edit.restore!.entry as object), round: 2 }, s.token);
    expect(r.status).toBe(200);
    expect(table(r.body.session)).toEqual(totals);
    expect(await kinds(s.id)).toEqual([
      ["added", 1],
      ["added", 2],
      ["added", 3],
      ["edited", 2],
      ["edited", 2],
    ]);
    // Once back, the first edit has nothing left to restore; the 21 it wrote is now the overwritten entry.
    items = await latestItems(await session(s.id));
    expect(items.filter((item) => item.restore).map((item) => [item.kind, item.restore])).toEqual([
      ["edited", { kind: "replace", round: 2, entry: s.entry("Ben", { Ann: 21, Cem: 5 }) }],
    ]);
    expect(items.at(-1)!.restore).toBeDefined();
  });

  it("adds an undone last round back while it is the next round, and not once another took its place", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 10, Cem: 20 });
    const removed = (await s.play("Ben", { Ann: 7, Cem: 8 })).round.entry;
    const totals = table(await session(s.id));
    expect((await api.deleteRound(s.id, 2, s.token)).status).toBe(200);

    let items = await latestItems(await session(s.id));
    const undo = items.at(-1)!;
    expect(undo).toMatchObject({ kind: "undone", round: 2, entry: removed });
    expect(undo.scores).toEqual({ [s.ids.Ann!]: 7, [s.ids.Ben!]: 0, [s.ids.Cem!]: 8 });
    expect(undo.restore).toEqual({ kind: "add", round: 2, entry: removed });

    const r = await api.addRound(s.id, { ...(undo.restore!.entry as object), round: 2 }, s.token);
    expect(r.status).toBe(201);
    expect(table(r.body.session)).toEqual(totals);
    expect((await kinds(s.id)).at(-1)).toEqual(["added", 2]);
    items = await latestItems(await session(s.id));
    expect(items.filter((item) => item.restore)).toEqual([]);

    // Undone again and a different round 2 entered: the old one is history, not the next round any more.
    expect((await api.deleteRound(s.id, 2, s.token)).status).toBe(200);
    await s.play("Cem", { Ann: 1, Ben: 2 });
    items = await latestItems(await session(s.id));
    expect(items.filter((item) => item.restore)).toEqual([]);
  });

  it("offers no restore that the rules would refuse now", async () => {
    // Playing to 50: Ben's 50 in round 1 ended the game; edited to 10, round 2 is played. Putting 50 back would
    // end the game before round 2, so it is not offered.
    const s = await ninesSession(["Ann", "Ben", "Cem"], { threshold: 50 });
    await s.play("Ann", { Ben: 50, Cem: 1 });
    expect((await api.putRound(s.id, 1, s.entry("Ann", { Ben: 10, Cem: 1 }), s.token)).status).toBe(200);
    await s.play("Cem", { Ann: 1, Ben: 39 });
    const items = await latestItems(await session(s.id));
    expect(items.map((item) => [item.kind, item.round])).toEqual([
      ["added", 1],
      ["edited", 1],
      ["added", 2],
    ]);
    expect(items.filter((item) => item.restore)).toEqual([]);
    await expectRefused(
      s.id,
      () => api.putRound(s.id, 1, s.entry("Ann", { Ben: 50, Cem: 1 }), s.token),
      409,
      "game_finished",
    );
  });
});
