// POST /sessions/<id>/save, where a phone's page sends the rounds it kept (issue 27): the edit cookie authorizes it,
// the round guard and the API's refusals hold as in the API, every answer is JSON in the API's shapes, and a request
// from another site is refused. Only the cookie jar (next/headers) is stood in for.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/sessions/[id]/save/route";
import { createGate } from "@/lib/front/gate";
import { proxy } from "@/proxy";
import { api, ninesSession } from "./client";
import { frontOnSocket } from "./front-socket";

const jar = vi.hoisted(() => new Map<string, string>());

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

beforeEach(() => jar.clear());

/** The phone's cookies as its browser sends them. */
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");

function saveHeaders(text: string, headers: Record<string, string>) {
  return {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    "sec-fetch-site": "same-origin",
    cookie: cookieHeader(),
    ...headers,
  };
}

async function save(id: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const request = new Request(`http://localhost/sessions/${id}/save`, {
    method: "POST",
    headers: saveHeaders(text, headers),
    body: text,
  });
  const response = await POST(request, { params: Promise.resolve({ id }) });
  expect(response.headers.get("content-type")).toBe("application/json");
  return { status: response.status, body: (await response.json()) as any };
}

const KEY = "k".repeat(22);

describe("POST /sessions/:id/save", () => {
  it("saves with the round guard and answers the version; a stale guard is the API's conflict; an edit replaces", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const mine = s.entry("Ann", { Ben: 5, Cem: 7 });
    const theirs = s.entry("Cem", { Ann: 3, Ben: 9 });
    const first = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: mine });
    expect(first).toMatchObject({ status: 200, body: { ok: true, version: 1, round: { number: 1, entry: mine } } });
    // Round 1 again from another phone: refused as the API refuses it, nothing written.
    const again = await save(s.id, { key: "other-key-1", round: 1, isEdit: false, entry: theirs });
    const api409 = await api.addRound(s.id, { ...theirs, round: 1 }, s.token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(api409.body.error.code);
    // "Replace theirs with mine": an edit of that round.
    expect(await save(s.id, { key: "other-key-2", round: 1, isEdit: true, entry: theirs })).toMatchObject({
      status: 200,
      body: { ok: true, version: 2 },
    });
    expect((await api.getSession(s.id)).body.rounds.map((r: any) => r.entry)).toEqual([theirs]);
  });

  it("a resend with the same key (its first request landed unanswered) answers as the first, not as a clash", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const mine = s.entry("Ann", { Ben: 5, Cem: 7 });
    const first = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: mine });
    // Another phone's round 2 lands before the resend.
    expect((await api.addRound(s.id, { ...s.entry("Cem", { Ann: 3, Ben: 9 }), round: 2 }, s.token)).status).toBe(201);
    const again = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: mine });
    expect(again).toMatchObject({ status: 200, body: { ok: true, version: first.body.version, round: { number: 1 } } });
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(2);
  });

  it("refuses what the API refuses, with its codes: the rules, a bad body, no edit cookie, no such game", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const unfair = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: s.entry("Ann", { Ben: 0, Cem: 7 }) });
    expect(unfair.status).toBe(422);
    expect(unfair.body.error.code).toBe("rule_violation");
    expect((await save(s.id, "{nope")).status).toBe(400);
    expect((await save(s.id, { key: "short", round: 1, isEdit: false, entry: {} })).status).toBe(400);
    expect((await save(s.id, { key: KEY, round: 0, isEdit: false, entry: s.entry("Ann", {}) })).status).toBe(400);
    expect((await save(s.id, { key: KEY, round: 3, isEdit: true, entry: s.entry("Ann", {}) })).status).toBe(404);
    expect((await save("no-such-game", { key: KEY, round: 1, isEdit: false, entry: {} })).status).toBe(404);
    jar.clear();
    const stranger = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: s.entry("Ann", { Ben: 5, Cem: 7 }) });
    expect(stranger.status).toBe(401);
    expect((await api.getSession(s.id)).body.rounds).toEqual([]);
  });

  it("refuses a request from another site (403) and a body over the API's limit (413)", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const entry = s.entry("Ann", { Ben: 5, Cem: 7 });
    const cross = await save(s.id, { key: KEY, round: 1, isEdit: false, entry }, { "sec-fetch-site": "cross-site" });
    expect(cross).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    const big = await save(s.id, { key: KEY, round: 1, isEdit: false, entry: { ...entry, pad: "x".repeat(70_000) } });
    expect(big.status).toBe(413);
    expect((await api.getSession(s.id)).body.rounds).toEqual([]);
  });

  it("is reached in front of Next: the gate takes up to the API's 64 KiB, proxy.ts passes a same-origin JSON POST", async () => {
    const gate = createGate();
    const request = (length: number) =>
      ({ url: "/sessions/x/save", method: "POST", headers: { "content-length": String(length) } }) as never;
    expect(gate(request(1000))).toBeNull();
    expect(gate(request(64 * 1024 + 1))?.status).toBe(413);
    const body = JSON.stringify({ key: KEY, round: 1, isEdit: false, entry: {} });
    const headers = {
      "content-type": "application/json",
      "content-length": String(body.length),
      host: "deckside.test",
    };
    const passed = await proxy(
      new NextRequest("http://deckside.test/sessions/x/save", { method: "POST", headers, body }),
    );
    // NextResponse.next(): Next goes on to the route (no refusal of its own).
    expect(passed.headers.get("x-middleware-next")).toBe("1");
    const foreign = await proxy(
      new NextRequest("http://deckside.test/sessions/x/save", {
        method: "POST",
        headers: { ...headers, origin: "https://evil.example" },
        body,
      }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe("POST /sessions/:id/save through the front (ahead of Next, as npm start serves it)", () => {
  const front = frontOnSocket();

  /** The same save as `save` above, over a socket to the front. */
  async function viaFront(id: string, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    const answer = await front("POST", `/sessions/${id}/save`, saveHeaders(text, headers), text);
    return { status: answer.status, body: JSON.parse(answer.body), type: answer.headers["content-type"] };
  }

  it("answers as the route does: the save, a resend, a clash, no cookie, another site, a foreign Origin", async () => {
    const s = await ninesSession();
    jar.set(`deckside-edit-${s.id}`, s.token);
    const mine = s.entry("Ann", { Ben: 5, Cem: 7 });
    const first = await viaFront(s.id, { key: KEY, round: 1, isEdit: false, entry: mine });
    expect(first).toMatchObject({ status: 200, type: "application/json", body: { ok: true, version: 1 } });
    expect(first.body.round).toMatchObject({ number: 1, entry: mine });
    expect(await viaFront(s.id, { key: KEY, round: 1, isEdit: false, entry: mine })).toEqual(first);
    const clash = await viaFront(s.id, { key: "other-key-1", round: 1, isEdit: false, entry: mine });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual((await save(s.id, { key: "other-key-1", round: 1, isEdit: false, entry: mine })).body);
    const entry = s.entry("Cem", { Ann: 3, Ben: 9 });
    const cross = await viaFront(
      s.id,
      { key: "k-2-xxxxx", round: 2, isEdit: false, entry },
      { "sec-fetch-site": "cross-site" },
    );
    expect(cross).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    const foreign = await viaFront(
      s.id,
      { key: "k-2-xxxxx", round: 2, isEdit: false, entry },
      { origin: "https://evil.example" },
    );
    expect(foreign).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    jar.clear();
    expect((await viaFront(s.id, { key: "k-2-xxxxx", round: 2, isEdit: false, entry })).status).toBe(401);
    expect((await api.getSession(s.id)).body.rounds.map((r: any) => r.entry)).toEqual([mine]);
  });
});
