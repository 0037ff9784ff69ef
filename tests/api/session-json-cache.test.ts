// The session JSON kept per session version (lib/front/session-json.ts): after every kind of write, the route's
// answer (from memory when the stamp is unchanged) must equal a fresh render of the session, byte for byte, and
// repeated reads must really come from memory. docs/decisions/026-session-json-cache.md.
import { describe, expect, it } from "vitest";
import { POST as postLeague } from "@/app/api/v1/sessions/[id]/league/route";
import { POST as postRematch } from "@/app/api/v1/sessions/[id]/rematch/route";
import { GET } from "@/app/api/v1/sessions/[id]/route";
import { errorResponse, json } from "@/lib/api/respond";
import { createClient } from "@/lib/db";
import { sessionJson } from "@/lib/front/session-json-front";
import { getSession } from "@/lib/sessions/data";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

function post(path: string, token: string, body?: unknown): Request {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  return new Request(`http://deckside.test${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
}

/** The route's whole answer: status, headers, body text. */
async function routeAnswer(id: string) {
  const response = await GET(new Request(`http://deckside.test/api/v1/sessions/${id}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** What the route answered before it kept anything: json() of a fresh read, or the error as errorResponse gives it. */
async function freshAnswer(id: string) {
  const response = await getSession(id).then(
    (view) => json(view),
    (error: unknown) => errorResponse(error),
  );
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** The answer equals a fresh render, twice; the second (and, for a known game, the first too if kept) from memory. */
async function expectFresh(id: string) {
  const fresh = await freshAnswer(id);
  expect(await routeAnswer(id)).toEqual(fresh);
  const before = sessionJson.stats().hits;
  expect(await routeAnswer(id)).toEqual(fresh);
  if (fresh.status === 200) expect(sessionJson.stats().hits).toBe(before + 1);
  return fresh;
}

describe("the kept session JSON", () => {
  it("equals a fresh render after add, edit, undo, the game's end and refused writes", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 2 });
    await expectFresh(s.id);
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const one = await expectFresh(s.id);
    expect(JSON.parse(one.body).rounds).toHaveLength(1);
    expect((await api.putRound(s.id, 1, s.entry("Ben", { Ann: 2, Cem: 3 }), s.token)).status).toBe(200);
    expect(JSON.parse((await expectFresh(s.id)).body).rounds[0].entry.winner).toBe(s.ids.Ben);
    await s.play("Cem", { Ann: 5, Ben: 4 });
    expect(JSON.parse((await expectFresh(s.id)).body).status).toBe("finished");
    expect((await api.deleteRound(s.id, 2, s.token)).status).toBe(200);
    expect(JSON.parse((await expectFresh(s.id)).body).rounds).toHaveLength(1);
    // Refused: a wrong token, a stale round number. Nothing changes; the kept answer stays right.
    expect((await api.addRound(s.id, s.entry("Ann", { Ben: 1, Cem: 1 }), "wrong")).status).toBe(401);
    expect((await api.addRound(s.id, { ...s.entry("Ann", { Ben: 1, Cem: 1 }), round: 5 }, s.token)).status).toBe(409);
    expect(JSON.parse((await expectFresh(s.id)).body).rounds).toHaveLength(1);
    expect((await api.deleteRound(s.id, 1, s.token)).status).toBe(200);
    expect(JSON.parse((await expectFresh(s.id)).body).rounds).toHaveLength(0);
  });

  it("follows league filing, a rematch, a league game's result, member edits and deletion", async () => {
    const league = (await leagues.create({ name: "Kept club" })).body;
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 1 });
    await expectFresh(s.id);
    const filed = await postLeague(
      post(`/api/v1/sessions/${s.id}/league`, s.token, { leagueId: league.id, leagueToken: league.token }),
      { params: Promise.resolve({ id: s.id }) },
    );
    expect(filed.status).toBe(200);
    expect(JSON.parse((await expectFresh(s.id)).body).leagueId).toBe(league.id);
    // The game's end files its league result (the ORM's transaction on SQLite).
    await s.play("Ann", { Ben: 5, Cem: 7 });
    expect(JSON.parse((await expectFresh(s.id)).body).status).toBe("finished");
    const rematch = await postRematch(post(`/api/v1/sessions/${s.id}/rematch`, s.token), {
      params: Promise.resolve({ id: s.id }),
    });
    expect(rematch.status).toBe(201);
    await expectFresh(s.id);
    await expectFresh(((await rematch.json()) as { id: string }).id);
    const members = (await leagues.get(league.id)).body.members as Array<{ id: string; name: string }>;
    const ann = members.find((m) => m.name === "Ann")!;
    expect((await leagues.rename(league.id, ann.id, "Anna", league.token)).status).toBe(200);
    await expectFresh(s.id);
    expect((await leagues.deleteSession(s.id, s.token)).status).toBe(200);
    expect((await expectFresh(s.id)).status).toBe(404);
  });

  it("is never served for an unknown or odd id", async () => {
    expect((await expectFresh("nope")).status).toBe(404);
    expect((await expectFresh("a\u0000b")).status).toBe(404);
  });

  it("follows a write by another process (a second connection writing as a round write does)", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    await expectFresh(s.id);
    // Another server on the same database: its own client, the lock statement's version and time with a change.
    const other = createClient(process.env.DATABASE_URL);
    try {
      await other.$transaction([
        other.player.updateMany({ where: { sessionId: s.id, name: "Ben" }, data: { name: "Benno" } }),
        other.gameSession.update({
          where: { id: s.id },
          data: { version: { increment: 1 }, updatedAt: new Date(Date.now() + 1000) },
        }),
      ]);
    } finally {
      await other.$disconnect();
    }
    const after = await expectFresh(s.id);
    expect(JSON.parse(after.body).players.map((p: { name: string }) => p.name)).toContain("Benno");
  });
});
