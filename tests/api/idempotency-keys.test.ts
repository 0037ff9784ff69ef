// Idempotency keys of round writes (issue 27): a repeat of a keyed submit or edit (the phone's answer was lost, its
// request was cut and sent again) writes nothing, makes no history line, moves no version and answers as the first
// write did; the same key with another body is a 409 that changes nothing; two identical requests at once land one
// round, through the route and through the front (the hot path on Node's request), never a 500.
import { describe, expect, it } from "vitest";
import { PUT as putRound } from "@/app/api/v1/sessions/[id]/rounds/[number]/route";
import { POST as postRound } from "@/app/api/v1/sessions/[id]/rounds/route";
import { getHistory } from "@/lib/history/data";
import { api, expectError, expectRefused, ninesSession } from "./client";
import { frontOnSocket } from "./front-socket";
import { leagues } from "./league-client";

type Reply = { status: number; body: any };

function keyedRequest(method: string, path: string, body: unknown, token: string, key?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json", authorization: `Bearer ${token}` };
  if (key !== undefined) headers["idempotency-key"] = key;
  return new Request(`http://deckside.test${path}`, { method, headers, body: JSON.stringify(body) });
}

async function submit(id: string, body: unknown, token: string, key?: string): Promise<Reply> {
  const response = await postRound(keyedRequest("POST", `/api/v1/sessions/${id}/rounds`, body, token, key), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

async function edit(id: string, number: number, body: unknown, token: string, key?: string): Promise<Reply> {
  const path = `/api/v1/sessions/${id}/rounds/${number}`;
  const response = await putRound(keyedRequest("PUT", path, body, token, key), {
    params: Promise.resolve({ id, number: String(number) }),
  });
  return { status: response.status, body: await response.json() };
}

async function historyOf(id: string) {
  return (await getHistory(id, { limit: 100 })).changes;
}

const KEY = "queued-round-0001";

describe("a keyed submit", () => {
  it("repeated, answers as the first did and writes nothing: one round, one history line, the same version", async () => {
    const s = await ninesSession();
    const body = { round: 1, ...s.entry("Ann", { Ben: 5, Cem: 7 }) };
    const first = await submit(s.id, body, s.token, KEY);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.version).toBe(1);
    expect(first.body.session.version).toBe(1);
    const again = await submit(s.id, body, s.token, KEY);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    const read = await api.getSession(s.id);
    expect(read.body.rounds).toHaveLength(1);
    expect(read.body.version).toBe(1);
    expect(await historyOf(s.id)).toHaveLength(1);
  });

  it("repeated after the game moved on: the first write's round and version, the session as it is now", async () => {
    const s = await ninesSession();
    const body = s.entry("Ann", { Ben: 5, Cem: 7 });
    const first = await submit(s.id, { round: 1, ...body }, s.token, KEY);
    expect(first.status).toBe(201);
    await s.play("Ben", { Ann: 3, Cem: 4 });
    // Without its guard too: the key, not the round number, says it was written.
    const again = await submit(s.id, { ...body }, s.token, KEY);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.version).toBe(1);
    expect(again.body.round).toEqual(first.body.round);
    expect(again.body.session.version).toBe(2);
    expect(again.body.session.rounds).toHaveLength(2);
    expect(await historyOf(s.id)).toHaveLength(2);
  });

  it("a repeat of a round undone since answers with that round as written, and does not bring it back", async () => {
    const s = await ninesSession();
    const body = { round: 1, ...s.entry("Ann", { Ben: 5, Cem: 7 }) };
    const first = await submit(s.id, body, s.token, KEY);
    expect((await api.deleteRound(s.id, 1, s.token)).status).toBe(200);
    const again = await submit(s.id, body, s.token, KEY);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.version).toBe(1);
    expect(again.body.round).toEqual(first.body.round);
    expect(again.body.session.rounds).toEqual([]);
    expect(again.body.session.version).toBe(2);
  });

  it("the same key with another entry, another round or as an edit: 409 idempotency_key_reused, nothing changed", async () => {
    const s = await ninesSession();
    expect((await submit(s.id, { round: 1, ...s.entry("Ann", { Ben: 5, Cem: 7 }) }, s.token, KEY)).status).toBe(201);
    const other = { round: 2, ...s.entry("Ben", { Ann: 3, Cem: 4 }) };
    const error = await expectRefused(s.id, () => submit(s.id, other, s.token, KEY), 409, "idempotency_key_reused");
    expect(error.details).toEqual({ round: 1, kind: "added" });
    // The same entry as round 2 (another round number).
    const sameEntry = { round: 2, ...s.entry("Ann", { Ben: 5, Cem: 7 }) };
    await expectRefused(s.id, () => submit(s.id, sameEntry, s.token, KEY), 409, "idempotency_key_reused");
    // An edit of round 1 with the key of its add.
    const asEdit = s.entry("Ann", { Ben: 6, Cem: 7 });
    await expectRefused(s.id, () => edit(s.id, 1, asEdit, s.token, KEY), 409, "idempotency_key_reused");
    expect(await historyOf(s.id)).toHaveLength(1);
  });

  it("a repeat with a wrong token is refused (401); a malformed key is a 400", async () => {
    const s = await ninesSession();
    const body = { round: 1, ...s.entry("Ann", { Ben: 5, Cem: 7 }) };
    expect((await submit(s.id, body, s.token, KEY)).status).toBe(201);
    expectError(await submit(s.id, body, "not-the-token", KEY), 401, "unauthorized");
    for (const key of ["short", "has space inside", "x".repeat(65), ""])
      await expectRefused(s.id, () => submit(s.id, body, s.token, key), 400, "invalid_body", /idempotency key/i);
  });

  it("without the header a second identical submit is a second write, as before", async () => {
    const s = await ninesSession();
    const body = s.entry("Ann", { Ben: 5, Cem: 7 });
    expect((await submit(s.id, body, s.token)).status).toBe(201);
    expect((await submit(s.id, body, s.token)).status).toBe(201);
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(2);
  });

  it("two identical keyed submits at once land one round; both answer 201 with the same round and version", async () => {
    const s = await ninesSession();
    const body = s.entry("Ann", { Ben: 5, Cem: 7 });
    // With the guard and without: without it the second would otherwise land as round 2.
    for (const guarded of [true, false]) {
      const key = `twin-${guarded}-key`;
      const sent = guarded ? { round: (await api.getSession(s.id)).body.rounds.length + 1, ...body } : body;
      const replies = await Promise.all([1, 2, 3].map(() => submit(s.id, sent, s.token, key)));
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(new Set(replies.map((r) => r.body.version)).size).toBe(1);
      expect(new Set(replies.map((r) => JSON.stringify(r.body.round))).size).toBe(1);
    }
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(2);
    expect(await historyOf(s.id)).toHaveLength(2);
  });

  it("a league game's keyed submit (the ORM's transaction) repeats alike, also at once", async () => {
    const league = await leagues.create({ name: "Friday club" });
    const game = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben"], leagueId: league.body.id, options: { threshold: 10 } },
      league.body.token,
    );
    expect(game.status, JSON.stringify(game.body)).toBe(201);
    const [ann, ben] = game.body.players.map((p: { id: string }) => p.id);
    // 12 penalty points end the game at 10: the league result is written in the same transaction.
    const body = { round: 1, winner: ann, hands: { [ben]: 12 } };
    const replies = await Promise.all([1, 2].map(() => submit(game.body.id, body, game.body.token, KEY)));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(replies[1]!.body.version).toBe(replies[0]!.body.version);
    const again = await submit(game.body.id, body, game.body.token, KEY);
    expect(again.status).toBe(201);
    expect(again.body.session.status).toBe("finished");
    expect(await historyOf(game.body.id)).toHaveLength(1);
  });
});

describe("a keyed edit", () => {
  it("repeated, answers as the first did and writes one history line", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const body = { round: 1, ...s.entry("Ann", { Ben: 9, Cem: 7 }) };
    const first = await edit(s.id, 1, body, s.token, "edit-key-0001");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(2);
    const again = await edit(s.id, 1, body, s.token, "edit-key-0001");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await historyOf(s.id)).toHaveLength(2);
    // The same key on another round: refused, nothing changed.
    await s.play("Ben", { Ann: 3, Cem: 4 });
    const { round: _, ...unguarded } = body;
    await expectRefused(s.id, () => edit(s.id, 2, unguarded, s.token, "edit-key-0001"), 409, "idempotency_key_reused");
  });

  it("two identical keyed edits at once make one history line", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const body = s.entry("Ann", { Ben: 9, Cem: 7 });
    const replies = await Promise.all([1, 2, 3].map(() => edit(s.id, 1, body, s.token, "edit-twin-01")));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(replies.map((r) => r.body.version))).toEqual(new Set([2]));
    expect(await historyOf(s.id)).toHaveLength(2);
    expect((await api.getSession(s.id)).body.version).toBe(2);
  });
});

describe("a keyed submit through the front (the hot path on Node's request)", () => {
  const front = frontOnSocket();
  const viaFront = async (path: string, headers: Record<string, string>, body: string): Promise<Reply> => {
    const answer = await front("POST", path, headers, body);
    return { status: answer.status, body: JSON.parse(answer.body) };
  };

  it("reads the Idempotency-Key header: twins at once land one round, a reused key is a 409", async () => {
    const s = await ninesSession();
    const body = JSON.stringify(s.entry("Ann", { Ben: 5, Cem: 7 }));
    const headers = {
      "content-type": "application/json",
      authorization: `Bearer ${s.token}`,
      "idempotency-key": "front-key-0001",
    };
    const path = `/api/v1/sessions/${s.id}/rounds`;
    const replies = await Promise.all([1, 2, 3].map(() => viaFront(path, headers, body)));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(new Set(replies.map((r) => r.body.version))).toEqual(new Set([1]));
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(1);
    const other = JSON.stringify(s.entry("Ben", { Ann: 5, Cem: 7 }));
    expectError(await viaFront(path, headers, other), 409, "idempotency_key_reused");
    expect(await historyOf(s.id)).toHaveLength(1);
  });
});
