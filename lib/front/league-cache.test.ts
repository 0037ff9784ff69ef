import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../auth/token";
import { createLeagueCache, type LeagueCache, type LeagueStamp } from "./league-cache";
import { renderViaLoopback } from "./loopback-render";

// The league page cache in front of a stand-in for Next that renders as the page does: a fresh nonce in the CSP
// header and the HTML, and in the HTML what the page varies on (the league's version, the language, the zone, the
// edit view with its share link, the query), with a count of renders.

const ID = "LLLLLLLLLLLLLLLLLLLLLL";
const TOKEN = "the-leagues-token";

interface World {
  stamps: Map<string, LeagueStamp>;
  renders: number;
  keepable: boolean;
  gate: Promise<void> | null;
}

let world: World;
let cache: LeagueCache;
let server: Server;
let base: string;

function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  world.renders++;
  const nonce = randomBytes(16).toString("base64");
  const [path = "", query = ""] = (req.url ?? "").split("?");
  const id = path.split("/")[2] ?? "";
  const league = world.stamps.get(id);
  const cookie = req.headers.cookie ?? "";
  const token = new RegExp(`deckside-league-${id}=([^;]*)`).exec(cookie)?.[1];
  const edit = token !== undefined && league && hashToken(token) === league.tokenHash ? `edit share=${token}` : "view";
  const lang = /NEXT_LOCALE=de/.test(cookie) ? "de" : (req.headers["accept-language"] ?? "en");
  const zone = /deckside-tz=([^;]*)/.exec(cookie)?.[1] ?? "server";
  const html = `<!DOCTYPE html><html lang="${lang}" data-tz="${decodeURIComponent(zone)}"><script nonce="${nonce}">self.n=1</script><p>v${league?.stamp ?? "gone"} ${edit} q=${query}</p><p>${"rows ".repeat(1500)}</p><script nonce="${nonce}"></script></html>`;
  const done = async () => {
    if (world.gate) await world.gate;
    res.statusCode = league ? 200 : 404;
    res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(html);
  };
  return done();
}

beforeEach(async () => {
  world = {
    stamps: new Map([[ID, { stamp: "1", tokenHash: hashToken(TOKEN) }]]),
    renders: 0,
    keepable: true,
    gate: null,
  };
  cache = createLeagueCache({
    stampOf: async (id) => world.stamps.get(id) ?? null,
    render: renderViaLoopback,
    keepable: () => world.keepable,
    maxBytes: 64 * 1024,
  });
  // As the front does: its table entry answers what it matches, Next the rest (the cache's own renders too).
  server = createServer((req, res) => void (cache.matches(req) ? cache.handle(req, res) : fakeNext(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function view(path = `/leagues/${ID}`, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    headers: { "accept-encoding": "identity", "accept-language": "en", ...headers },
  });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return { response, html, nonce, how: response.headers.get("x-deckside-cache") };
}

describe("the league page cache", () => {
  it("renders once per league version, answers later views from memory with a fresh nonce each", async () => {
    const first = await view();
    const second = await view();
    expect(world.renders).toBe(1);
    expect([first.how, second.how]).toEqual(["miss", "hit"]);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html.split(`nonce="${second.nonce}"`)).toHaveLength(3);
    expect(second.html.split(second.nonce).join("N")).toBe(first.html.split(first.nonce).join("N"));
  });

  it("never answers with the page of an older version: a write's new stamp renders anew", async () => {
    expect((await view()).html).toContain("v1 view");
    for (const stamp of ["2", "3", "4"]) {
      world.stamps.set(ID, { stamp, tokenHash: hashToken(TOKEN) });
      const after = await view();
      expect(after.html).toContain(`v${stamp} view`);
      expect(after.how).toBe("miss");
    }
    expect(cache.stats().entries).toBe(1);
  });

  it("keys by language, zone, scheme and query: each its own render, each served back only to its like", async () => {
    const variants: Array<[string, Record<string, string>, string]> = [
      ["", {}, 'lang="en" data-tz="server"'],
      ["", { cookie: "NEXT_LOCALE=de" }, 'lang="de"'],
      ["", { cookie: "deckside-tz=Pacific%2FAuckland" }, 'data-tz="Pacific/Auckland"'],
      ["", { "x-forwarded-proto": "https" }, 'lang="en"'],
      ["?game=nines", {}, "q=game=nines"],
      ["?from=2026-01-01&to=2026-12-31", {}, "q=from=2026-01-01&to=2026-12-31"],
      ["?evenings=2", {}, "q=evenings=2"],
    ];
    for (const [query, headers, shows] of variants)
      expect((await view(`/leagues/${ID}${query}`, headers)).html).toContain(shows);
    expect(world.renders).toBe(variants.length);
    for (const [query, headers, shows] of variants) {
      const again = await view(`/leagues/${ID}${query}`, headers);
      expect(again.how).toBe("hit");
      expect(again.html).toContain(shows);
    }
    expect(world.renders).toBe(variants.length);
  });

  it("keeps the editors' view apart, for the league's own token only; a wrong token sees the viewers' page", async () => {
    const editor = { cookie: `deckside-league-${ID}=${TOKEN}` };
    expect((await view(`/leagues/${ID}`, editor)).html).toContain(`edit share=${TOKEN}`);
    expect((await view()).html).toContain("v1 view");
    expect((await view(`/leagues/${ID}`, { cookie: `deckside-league-${ID}=wrong` })).html).toContain("v1 view");
    expect((await view(`/leagues/${ID}`, { cookie: `deckside-league-OTHER=${TOKEN}` })).html).toContain("v1 view");
    const again = await view(`/leagues/${ID}`, editor);
    expect(again.how).toBe("hit");
    expect(again.html).toContain(`edit share=${TOKEN}`);
    expect(world.renders).toBe(2);
  });

  it("keeps nothing while reads may not be kept (the start-up repair, an uncommitted write)", async () => {
    world.keepable = false;
    await view();
    await view();
    expect(world.renders).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 0, passed: 2 });
    world.keepable = true;
    await view();
    expect((await view()).how).toBe("hit");
  });

  it("hands an unknown or deleted league to Next and forgets its pages", async () => {
    await view();
    world.stamps.delete(ID);
    const gone = await view();
    expect(gone.response.status).toBe(404);
    expect(cache.stats()).toMatchObject({ entries: 0 });
  });

  it("leaves router requests, other parameters, repeated ones and other methods to Next", async () => {
    const passed: Array<[string, RequestInit]> = [
      [`/leagues/${ID}?_rsc=abc`, {}],
      [`/leagues/${ID}?game=nines&game=tricks`, {}],
      [`/leagues/${ID}/members/x`, {}],
      [`/leagues/${ID}`, { headers: { rsc: "1" } }],
      [`/leagues/${ID}`, { method: "HEAD" }],
    ];
    for (const [path, init] of passed) {
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      expect(response.headers.get("x-deckside-cache")).toBeNull();
    }
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 0, entries: 0 });
  });

  it("renders once for views that arrive together", async () => {
    let open = () => {};
    world.gate = new Promise((resolve) => {
      open = resolve;
    });
    const views = Promise.all([view(), view(), view()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await views;
    expect(world.renders).toBe(1);
    expect(answers.every((a) => a.html.includes("v1 view"))).toBe(true);
  });

  it("stays within its memory: the least recently viewed pages go first", async () => {
    for (let i = 0; i < 40; i++) await view(`/leagues/${ID}?evenings=${i + 1}`);
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeLessThan(40);
    expect((await view(`/leagues/${ID}?evenings=40`)).how).toBe("hit");
    expect((await view(`/leagues/${ID}?evenings=1`)).how).toBe("miss");
  });
});
