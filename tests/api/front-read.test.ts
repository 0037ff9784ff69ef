// The front's session read on Node's request and answer (lib/front/node-handlers.ts, decision 032) against the
// route's (app/api/v1/sessions/[id]/route.ts): a real Node http server runs the front's `route`, and every answer
// must be the route's (status, headers, bytes) plus what proxy.ts adds to it (Vary as Next's router sets it, the
// security headers, a CSP with a fresh nonce) and the Content-Length the front sends. e2e/front-differential.spec.ts
// compares the same against Next itself through the production build.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/sessions/[id]/route";
import { securityHeaders } from "@/lib/auth/security-headers";
import { sessionJson } from "@/lib/front/session-json-front";
import { ninesSession } from "./client";
import { frontOnSocket, NOT_THE_FRONT } from "./front-socket";

const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
const viaFront = frontOnSocket();

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The route's whole answer, as Next would send it before proxy.ts and its router add their headers. */
async function viaRoute(id: string): Promise<Answer> {
  const response = await GET(new Request(`http://deckside.test/api/v1/sessions/${id}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/** The front's read of `id` is the route's answer plus the headers the front adds in proxy.ts's place. */
async function expectRouteAnswer(id: string, requestHeaders: Record<string, string> = {}, https = false) {
  const front = await viaFront("GET", `/api/v1/sessions/${id}`, requestHeaders);
  const routed = await viaRoute(id);
  const { date, connection, "keep-alive": _, "content-security-policy": csp, ...headers } = front.headers;
  expect(date).toBeTruthy();
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  const added = Object.fromEntries(Object.entries(securityHeaders(https)).map(([k, v]) => [k.toLowerCase(), v]));
  expect(headers).toEqual({ ...routed.headers, ...added, vary: VARY, "content-length": String(front.length) });
  expect({ status: front.status, body: front.body }).toEqual({ status: routed.status, body: routed.body });
  return { ...front, csp };
}

describe("the front's session read", () => {
  it("answers what the route answers, from the kept bytes: a new game, after rounds, repeated", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 3 });
    const fresh = await expectRouteAnswer(s.id);
    expect(JSON.parse(fresh.body)).toMatchObject({ id: s.id, rounds: [] });
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const hits = sessionJson.stats().hits;
    const one = await expectRouteAnswer(s.id);
    expect(JSON.parse(one.body).rounds).toHaveLength(1);
    // The route's read right after it came from memory, and so does the front's next one.
    expect(sessionJson.stats().hits).toBe(hits + 1);
    const again = await expectRouteAnswer(s.id);
    expect(sessionJson.stats().hits).toBe(hits + 3);
    expect(again.body).toBe(one.body);
    expect(again.csp).not.toBe(one.csp);
  });

  it("takes a round submitted through the front at once", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 3 });
    await expectRouteAnswer(s.id);
    const body = JSON.stringify(s.entry("Ben", { Ann: 4, Cem: 9 }));
    const submitted = await viaFront(
      "POST",
      `/api/v1/sessions/${s.id}/rounds`,
      {
        authorization: `Bearer ${s.token}`,
        "content-type": "application/json",
      },
      body,
    );
    expect(submitted.status).toBe(201);
    const read = await expectRouteAnswer(s.id);
    expect(JSON.parse(read.body).rounds).toHaveLength(1);
    expect(JSON.parse(read.body)).toEqual(JSON.parse(submitted.body).session);
  });

  it("answers an unknown id with the route's 404, and says HSTS over HTTPS", async () => {
    const missing = await expectRouteAnswer("noSuchSession0000000000");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).error.code).toBe("not_found");
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 3 });
    const secure = await expectRouteAnswer(s.id, { "x-forwarded-proto": "https" }, true);
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("leaves to Next what is not a plain read: HEAD, a query, Next's own headers, an escaped id", async () => {
    const s = await ninesSession(["Ann", "Ben", "Cem"], { rounds: 3 });
    for (const [method, path, headers] of [
      ["HEAD", `/api/v1/sessions/${s.id}`, {}],
      ["GET", `/api/v1/sessions/${s.id}?_rsc=1`, {}],
      ["GET", `/api/v1/sessions/${s.id}/`, {}],
      ["GET", `/api/v1/sessions/%41${s.id}`, {}],
      ["GET", `/api/v1/sessions/${s.id}`, { RSC: "1" }],
    ] as const)
      expect((await viaFront(method, path, headers)).status, `${method} ${path}`).toBe(NOT_THE_FRONT);
  });
});
