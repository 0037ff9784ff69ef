// Hostile requests, generated (fast-check): over 10,000 random and malicious bodies, addresses and headers across
// every endpoint, called as the real route handlers (and through proxy.ts for what Next sees before a route).
// Never a 5xx; every error in the contract's shape; nothing changed by a refused request.
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as unknownApi from "@/app/api/[...path]/route";
import * as health from "@/app/api/health/route";
import * as backup from "@/app/api/v1/leagues/[id]/backup/route";
import * as leagueExport from "@/app/api/v1/leagues/[id]/export/route";
import * as merge from "@/app/api/v1/leagues/[id]/members/[memberId]/merge/route";
import * as member from "@/app/api/v1/leagues/[id]/members/[memberId]/route";
import * as league from "@/app/api/v1/leagues/[id]/route";
import * as standings from "@/app/api/v1/leagues/[id]/standings/route";
import * as leagueImport from "@/app/api/v1/leagues/import/route";
import * as leaguesRoot from "@/app/api/v1/leagues/route";
import * as history from "@/app/api/v1/sessions/[id]/history/route";
import * as round from "@/app/api/v1/sessions/[id]/rounds/[number]/route";
import * as rounds from "@/app/api/v1/sessions/[id]/rounds/route";
import * as session from "@/app/api/v1/sessions/[id]/route";
import * as sessionsRoot from "@/app/api/v1/sessions/route";
import * as leagueJoin from "@/app/leagues/[id]/join/route";
import * as sessionJoin from "@/app/sessions/[id]/join/route";
import { GAME_IDS } from "@/lib/games/game-ids";
import { proxy } from "@/proxy";

type Params = { id: string; memberId: string; number: string; path: string[] };
type Handler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;
type Route = { module: Record<string, unknown>; path: (p: Params) => string };

const ROUTES: Route[] = [
  { module: health, path: () => "/api/health" },
  { module: sessionsRoot, path: () => "/api/v1/sessions" },
  { module: session, path: (p) => `/api/v1/sessions/${p.id}` },
  { module: history, path: (p) => `/api/v1/sessions/${p.id}/history` },
  { module: rounds, path: (p) => `/api/v1/sessions/${p.id}/rounds` },
  { module: round, path: (p) => `/api/v1/sessions/${p.id}/rounds/${p.number}` },
  { module: leaguesRoot, path: () => "/api/v1/leagues" },
  { module: leagueImport, path: () => "/api/v1/leagues/import" },
  { module: league, path: (p) => `/api/v1/leagues/${p.id}` },
  { module: standings, path: (p) => `/api/v1/leagues/${p.id}/standings` },
  { module: leagueExport, path: (p) => `/api/v1/leagues/${p.id}/export` },
  { module: backup, path: (p) => `/api/v1/leagues/${p.id}/backup` },
  { module: member, path: (p) => `/api/v1/leagues/${p.id}/members/${p.memberId}` },
  { module: merge, path: (p) => `/api/v1/leagues/${p.id}/members/${p.memberId}/merge` },
  { module: unknownApi, path: (p) => `/api/${p.path.join("/")}` },
  { module: sessionJoin, path: (p) => `/sessions/${p.id}/join` },
  { module: leagueJoin, path: (p) => `/leagues/${p.id}/join` },
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The table under attack: a league with a game in it, and a game of its own, each with rounds. */
const fixture = {
  leagueId: "",
  leagueToken: "",
  memberIds: [] as string[],
  sessionIds: [] as string[],
  tokens: [] as string[],
  playerIds: [] as string[],
};

async function call(route: Route, method: string, params: Params, init: RequestInit & { query?: string }) {
  const handler = route.module[method] as Handler | undefined;
  // Every route answers every method: one it does not serve with a 405 in the error shape (Next's own is empty).
  expect(handler, `${route.path(params)} exports no ${method}`).toBeTypeOf("function");
  // The path only names the request; the handler reads its params from the context, as Next hands them over.
  const url = `http://deckside.test${encodeURI(route.path(params)).replace(/%25/g, "%")}${init.query ?? ""}`;
  let request: Request;
  try {
    request = new Request(url, { ...init, method, body: method === "GET" ? undefined : init.body });
  } catch {
    return null; // not a request a client could send (fetch itself refuses it)
  }
  return handler!(request, { params: Promise.resolve(params) });
}

async function snapshot(): Promise<string> {
  const read = async (module: Record<string, unknown>, id: string) =>
    (
      await (module.GET as Handler)(new Request(`http://deckside.test/x`), {
        params: Promise.resolve({ id, memberId: "", number: "", path: [] }),
      })
    ).text();
  const parts = await Promise.all([
    ...fixture.sessionIds.map((id) => read(session, id)),
    ...fixture.sessionIds.map((id) => read(history, id)),
    read(league, fixture.leagueId),
  ]);
  // `next` and status are derived; everything is compared, ids included.
  return parts.join("\n");
}

/** The contract's error shape, and never a 5xx. */
async function expectAnswer(response: Response, context: string): Promise<void> {
  expect(response.status, context).toBeLessThan(500);
  if (response.status < 400) {
    await response.arrayBuffer();
    return;
  }
  expect(response.headers.get("content-type"), context).toMatch(/application\/json/);
  const body = await response.json();
  expect(Object.keys(body), context).toEqual(["error"]);
  expect(typeof body.error.code, context).toBe("string");
  expect(typeof body.error.message, context).toBe("string");
  expect(body.error.message.length, context).toBeGreaterThan(0);
  for (const key of Object.keys(body.error)) expect(["code", "message", "details"], context).toContain(key);
}

// ---- arbitraries ---------------------------------------------------------------------------------------------

const HOSTILE_STRINGS = [
  "",
  " ",
  "..",
  "../../etc/passwd",
  "%00",
  "\u0000",
  // Control characters inside an otherwise good name (issue 26: a NUL in a name was a 500 on PostgreSQL).
  "Ann\u0000",
  "A\u007Fnn",
  "Ann\u0085",
  "\u001B[31mAnn",
  "Ann\tBen",
  "\u202E",
  "\u200B",
  "名前",
  "🂡",
  "constructor",
  "__proto__",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e9",
  "0x10",
  "' OR 1=1 --",
  '"; DROP TABLE "Round"; --',
  "<script>alert(1)</script>",
  "x".repeat(5000),
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(...HOSTILE_STRINGS),
);
const id = () => fc.oneof(fc.constantFrom(...fixture.sessionIds, fixture.leagueId, ...fixture.memberIds), text);
const playerId = () => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fixture.playerIds) }, text);
const card = fc.oneof(fc.constantFrom("9S", "KH", "10D", "AC", "QS", "JH", "9H", "2C"), fc.string({ maxLength: 3 }));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1e308, -0, 0.5),
  fc.nat({ max: 30 }),
);

/** Bodies shaped like the real ones, with a hostile value here and there: they reach the rules, not just zod. */
const shapedBody = () =>
  fc.oneof(
    fc.record(
      {
        winner: playerId(),
        hands: fc.dictionary(playerId(), fc.oneof(number, fc.array(card, { maxLength: 6 }), text), { maxKeys: 5 }),
        lastCard: card,
        round: number,
      },
      { requiredKeys: ["winner", "hands"] },
    ),
    fc.record(
      {
        bids: fc.dictionary(playerId(), number, { maxKeys: 5 }),
        tricks: fc.dictionary(playerId(), number, { maxKeys: 5 }),
        trump: fc.constantFrom("S", "H", "D", "C", "none", "X"),
      },
      { requiredKeys: ["bids", "tricks"] },
    ),
    fc.record({ eliminated: fc.array(playerId(), { maxLength: 5 }) }),
    fc.record({ bust: playerId() }),
    fc.record(
      {
        game: fc.oneof(fc.constantFrom(...GAME_IDS), text),
        players: fc.array(text, { maxLength: 14 }),
        options: fc.dictionary(
          fc.constantFrom("threshold", "rounds", "hardNines", "limit", "lives", "stakes", "teams", "handSize"),
          fc.oneof(number, fc.boolean(), text),
        ),
        firstDealer: number,
        leagueId: id(),
        playedOn: fc.oneof(text, fc.constantFrom("2026-01-01", "2999-12-31", "2026-02-30")),
      },
      { requiredKeys: ["game", "players"] },
    ),
    fc.record({ name: text, into: id() }, { requiredKeys: [] }),
    fc.record({
      format: text,
      version: number,
      league: fc.object(),
      sessions: fc.array(fc.object(), { maxLength: 3 }),
    }),
  );

const DEEP = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const body = () =>
  fc.oneof(
    { weight: 4, arbitrary: shapedBody().map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "nul",
        "\uFEFF{}",
        DEEP,
        '{"__proto__":{"round":5}}',
        '{"constructor":{"prototype":{"x":1}}}',
        JSON.stringify({ winner: "a", hands: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [i, i])) }),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** Header values a client can send (Latin-1, no CR/LF): anything else never reaches a server. */
const headerValue = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));
const headers = () =>
  fc.record(
    {
      authorization: fc.oneof(
        fc.constantFrom(...fixture.tokens, fixture.leagueToken).map((t) => `Bearer ${t}`),
        headerValue.map((t) => `Bearer ${t}`),
        headerValue,
        fc.constantFrom("Bearer", "Basic dXNlcjpwYXNz", `Bearer ${"x".repeat(4000)}`),
      ),
      "content-type": fc.oneof(
        fc.constantFrom(
          "application/json",
          "text/plain",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
        ),
        headerValue,
      ),
      "content-length": fc.constantFrom("0", "1", "-1", "abc", "99999999999", "65537"),
      origin: fc.constantFrom("https://evil.example", "null", "not a url"),
    },
    { requiredKeys: [] },
  );

const params = () =>
  fc.record({
    id: id(),
    memberId: id(),
    number: fc.oneof(fc.nat({ max: 6 }).map(String), text),
    path: fc.array(text, { maxLength: 4 }),
  });

const query = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(
      fc.constantFrom("what", "format", "from", "to", "game", "players", "token", "x"),
      fc.oneof(text, fc.constantFrom("csv", "json", "games", "standings", "2026-01-01")),
      { maxKeys: 3 },
    )
    .map((q) => `?${new URLSearchParams(q)}`),
);

// ---- the runs ------------------------------------------------------------------------------------------------

let requests = 0;
const BATCH = 20;
const BATCHES = 400;

beforeAll(async () => {
  const created = (await (leaguesRoot.POST as (r: Request) => Promise<Response>)(
    new Request("http://deckside.test/api/v1/leagues", { method: "POST", body: JSON.stringify({ name: "Hostile" }) }),
  ).then((r) => r.json())) as { id: string; token: string };
  fixture.leagueId = created.id;
  fixture.leagueToken = created.token;
  for (const leagueId of [created.id, undefined]) {
    const response = await (sessionsRoot.POST as (r: Request) => Promise<Response>)(
      new Request("http://deckside.test/api/v1/sessions", {
        method: "POST",
        headers: { authorization: `Bearer ${created.token}` },
        body: JSON.stringify({ game: "nines", players: ["Ann", "Ben", "Cem"], leagueId }),
      }),
    );
    const made = (await response.json()) as { id: string; token: string; players: Array<{ id: string }> };
    fixture.sessionIds.push(made.id);
    fixture.tokens.push(made.token);
    fixture.playerIds.push(...made.players.map((p) => p.id));
    const [ann, ben, cem] = made.players.map((p) => p.id) as [string, string, string];
    const added = await (rounds.POST as Handler)(
      new Request("http://deckside.test/x", {
        method: "POST",
        headers: { authorization: `Bearer ${made.token}` },
        body: JSON.stringify({ winner: ann, hands: { [ben]: 5, [cem]: "KS 9H" } }),
      }),
      { params: Promise.resolve({ id: made.id, memberId: "", number: "", path: [] }) },
    );
    expect(added.status).toBe(201);
  }
  const members = (await (
    await (league.GET as Handler)(new Request("http://deckside.test/x"), {
      params: Promise.resolve({ id: created.id, memberId: "", number: "", path: [] }),
    })
  ).json()) as { members: Array<{ id: string }> };
  fixture.memberIds.push(...members.members.map((m) => m.id));
});

describe("hostile requests", () => {
  it(`every endpoint, ${BATCHES * BATCH} generated requests: never a 5xx, always the error shape, a refusal changes nothing`, async () => {
    let before = await snapshot();
    const request = fc.record({
      route: fc.constantFrom(...ROUTES),
      method: fc.constantFrom(...METHODS),
      params: params(),
      body: body(),
      headers: headers(),
      query,
    });
    await fc.assert(
      // A batch of requests, then one look at the table: a batch in which something was accepted is the new baseline.
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        let accepted = false;
        const contexts: string[] = [];
        for (const r of batch) {
          const response = await call(r.route, r.method, r.params, {
            body: r.body,
            headers: r.headers,
            query: r.query,
          });
          if (!response) continue;
          requests += 1;
          const context = `${r.method} ${r.route.path(r.params).slice(0, 120)} ${String(r.body).slice(0, 120)}`;
          contexts.push(`${response.status} ${context}`);
          await expectAnswer(response, context);
          if (r.method !== "GET" && response.status < 400) accepted = true;
        }
        const after = await snapshot();
        if (!accepted) expect(after, `refused but changed:\n${contexts.join("\n")}`).toBe(before);
        before = after;
      }),
      { numRuns: BATCHES, seed: Number(process.env.HOSTILE_SEED ?? 14), endOnFailure: true },
    );
    // About 40 s alone on SQLite; the ceiling is for a busy 2-core CI machine and the PostgreSQL run.
  }, 600_000);

  it("through proxy.ts, 4,000 generated addresses and headers: a 4xx in the error shape or passed on, always with the security headers", async () => {
    const piece = fc.oneof(
      fc.constantFrom("%", "%z", "%zz", "%E0%A4%A", "%C0%AF", "%FF", "%00", "%2F", "%25", "%E5%90%8D"),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
      fc.stringMatching(/^[a-zA-Z0-9_~.-]{0,10}$/),
    );
    const path = fc
      .tuple(
        fc.constantFrom("/api/v1/sessions/", "/sessions/", "/leagues/", "/api/", "/", "/new/", "/api/v1/leagues/"),
        fc.array(piece, { maxLength: 5 }),
      )
      .map(([prefix, parts]) => prefix + parts.join(""));
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"),
        fc.record(
          {
            origin: fc.oneof(
              fc.constantFrom("http://deckside.test", "https://evil.example", "null", "::"),
              headerValue,
            ),
            host: fc.constantFrom("deckside.test", "evil.example"),
            "x-forwarded-host": fc.constantFrom("deckside.test", "a, b"),
            "x-forwarded-proto": fc.constantFrom("https", "http", "HTTPS, http", ""),
            "content-length": fc.constantFrom("0", "10", "1048577", "-5", "1e3", " 7"),
            "next-action": headerValue,
          },
          { requiredKeys: [] },
        ),
        async (address, method, sent) => {
          requests += 1;
          const response = await proxy(new NextRequest(`http://deckside.test${address}`, { method, headers: sent }));
          expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          expect(response.headers.get("referrer-policy")).toBe("same-origin");
          if (response.headers.get("x-middleware-next") === "1") {
            let decodes = true;
            try {
              decodeURIComponent(address);
            } catch {
              decodes = false;
            }
            expect(decodes, address).toBe(true);
            return;
          }
          expect([400, 403, 404, 413], address).toContain(response.status);
          expect(response.headers.get("content-type")).toMatch(/application\/json/);
        },
      ),
      { numRuns: 4_000, seed: 14 },
    );
  });

  it("sent over 10,000 requests in all", () => {
    expect(requests).toBeGreaterThanOrEqual(10_000);
  });
});
