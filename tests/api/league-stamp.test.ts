// The league page cache (lib/front/league-cache.ts) answers a view from memory while the league's stamp is unchanged
// (docs/decisions/040-league-page-cache.md). Its trust rests on this: every kind of league write that changes what
// the page shows changes the stamp, reads change nothing, and so a kept page is never served after a write. "What
// it shows" is what the page reads: the league with its members, and the standings (unfiltered and filtered).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as backupRoute } from "@/app/api/v1/leagues/[id]/backup/route";
import { POST as importRoute } from "@/app/api/v1/leagues/import/route";
import { POST as fileRoute, DELETE as unfileRoute } from "@/app/api/v1/sessions/[id]/league/route";
import { createLeagueCache, type LeagueCache } from "@/lib/front/league-cache";
import { renderViaLoopback } from "@/lib/front/loopback-render";
import { getStandings, leagueStamp } from "@/lib/leagues/data";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

const base = "http://deckside.test";

function call(method: string, path: string, token?: string, body?: unknown): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Request(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** What the league page's first answer shows, read as the page reads it. */
async function pageData(id: string): Promise<string> {
  const all = await getStandings(id, {}, { race: false });
  const nines = await getStandings(id, { game: "nines" }, { race: false });
  return JSON.stringify({ league: all.league, standings: all.standings, games: all.games, nines: nines.standings });
}

// The cache in front of a stand-in for Next that renders the page's data from the real database.
let cache: LeagueCache;
let server: Server;
let origin: string;

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const id = (req.url ?? "").split("/")[2]?.split("?")[0] ?? "";
  const nonce = randomBytes(16).toString("base64");
  const stamp = await leagueStamp(id);
  res.statusCode = stamp ? 200 : 404;
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const data = stamp ? await pageData(id) : "gone";
  res.end(`<html><script nonce="${nonce}"></script><pre>${Buffer.from(data).toString("base64")}</pre></html>`);
}

beforeAll(async () => {
  cache = createLeagueCache({
    stampOf: leagueStamp,
    render: renderViaLoopback,
    keepable: () => true,
    maxBytes: 1 << 20,
  });
  server = createServer((req, res) => void (cache.matches(req) ? cache.handle(req, res) : fakeNext(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The page as the cache answers it now, decoded back to its data. */
async function cachedPage(id: string): Promise<{ data: string; how: string | null }> {
  const response = await fetch(`${origin}/leagues/${id}`, { headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  const data = Buffer.from(/<pre>([^<]*)<\/pre>/.exec(html)?.[1] ?? "", "base64").toString();
  return { data, how: response.headers.get("x-deckside-cache") };
}

/**
 * Runs a write and insists: if the page's data changed, so did the stamp, and the cache answers with the new data;
 * `changes` says whether the data must change.
 */
async function across(id: string, write: () => Promise<unknown>, changes: boolean) {
  expect((await cachedPage(id)).data).toBe(await pageData(id));
  const before = { data: await pageData(id), stamp: await leagueStamp(id) };
  await write();
  const after = { data: await pageData(id), stamp: await leagueStamp(id) };
  if (changes) expect(after.data, before.data).not.toBe(before.data);
  if (after.data !== before.data) expect(after.stamp?.stamp).not.toBe(before.stamp?.stamp);
  expect((await cachedPage(id)).data).toBe(after.data);
}

/** Insists that an API write landed (its reply a 2xx), so a step that changed nothing is not taken for one. */
async function landed(reply: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
}

async function finishedOutsideGame() {
  const s = await ninesSession(["Ann", "Eve", "Fay"], { rounds: 1 });
  await s.play("Eve", { Ann: 5, Fay: 7 });
  return s;
}

describe("the league's stamp", () => {
  it("stays the same across reads, so views of an unchanged league share one render", async () => {
    const league = (await leagues.create({ name: "Quiet club" })).body;
    const first = await leagueStamp(league.id);
    await leagues.get(league.id);
    await leagues.standings(league.id);
    expect(await leagueStamp(league.id)).toEqual(first);
    expect((await cachedPage(league.id)).how).toBe("miss");
    expect((await cachedPage(league.id)).how).toBe("hit");
    expect(await leagueStamp("no-such-league")).toBeNull();
  });

  it("changes with every kind of league write, and the kept page is never served after one", async () => {
    const league = (await leagues.create({ name: "Busy club" })).body;
    const { id, token } = league;
    let game = { id: "", players: {} as Record<string, string> };
    // A new league game: its players join as members.
    await across(
      id,
      async () => {
        const created = await leagues.createSession(
          { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 2 }, leagueId: id },
          token,
        );
        game = {
          id: created.body.id,
          players: Object.fromEntries(created.body.players.map((p: any) => [p.name, p.id])),
        };
      },
      true,
    );
    const p = game.players;
    const entry = (winner: string, a: string, b: string) => ({ winner: p[winner], hands: { [p[a]!]: 4, [p[b]!]: 9 } });
    // A round of a running game shows nowhere on the page; the one that finishes it counts.
    await across(id, () => landed(api.addRound(game.id, entry("Ann", "Ben", "Cem"), token)), false);
    await across(id, () => landed(api.addRound(game.id, entry("Ben", "Cem", "Ann"), token)), true);
    // An edit of the finished game that changes its winner, an undo, the round again.
    await across(id, () => landed(api.putRound(game.id, 2, entry("Cem", "Ann", "Ben"), token)), true);
    await across(id, () => landed(api.deleteRound(game.id, 2, token)), true);
    await across(id, () => landed(api.addRound(game.id, entry("Ben", "Cem", "Ann"), token)), true);
    // A refused write changes nothing.
    await across(id, () => api.addRound(game.id, entry("Ann", "Ben", "Cem"), "wrong"), false);
    // A game filed afterwards, and taken out again.
    const outside = await finishedOutsideGame();
    const filing = { leagueId: id, leagueToken: token };
    const params = { params: Promise.resolve({ id: outside.id }) };
    await across(
      id,
      () => fileRoute(call("POST", `/api/v1/sessions/${outside.id}/league`, outside.token, filing), params),
      true,
    );
    await across(
      id,
      () => unfileRoute(call("DELETE", `/api/v1/sessions/${outside.id}/league`, outside.token), params),
      true,
    );
    await across(
      id,
      () => fileRoute(call("POST", `/api/v1/sessions/${outside.id}/league`, outside.token, filing), params),
      true,
    );
    // Members renamed and merged.
    const members = async () =>
      Object.fromEntries(((await leagues.get(id)).body.members as any[]).map((m) => [m.name, m.id as string]));
    let byName = await members();
    await across(id, () => leagues.rename(id, byName.Cem!, "Cemal", token), true);
    byName = await members();
    await across(id, () => leagues.merge(id, byName.Eve!, byName.Cemal!, token), true);
    // A deleted league game: its result leaves the standings.
    await across(id, () => leagues.deleteSession(game.id, token), true);
  });

  it("a restored league is stamped past the hidden one it was written as, so no page of it can be kept from before", async () => {
    const league = (await leagues.create({ name: "Restored club" })).body;
    const created = await leagues.createSession(
      { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 }, leagueId: league.id },
      league.token,
    );
    const [ann, ben] = created.body.players.map((p: any) => p.id);
    await api.addRound(created.body.id, { winner: ann, hands: { [ben]: 4 } }, league.token);
    const backup = await backupRoute(call("GET", `/api/v1/leagues/${league.id}/backup`, league.token), {
      params: Promise.resolve({ id: league.id }),
    });
    const restored = await importRoute(call("POST", "/api/v1/leagues/import", undefined, await backup.json()));
    expect(restored.status).toBe(201);
    const { id } = (await restored.json()) as { id: string };
    expect(Number((await leagueStamp(id))?.stamp)).toBeGreaterThan(0);
    expect((await cachedPage(id)).data).toBe(await pageData(id));
  });
});
