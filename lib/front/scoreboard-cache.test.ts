import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../auth/token";
import { renderViaLoopback } from "./loopback-render";
import { acceptsGzip } from "./page-answer";
import { createScoreboardCache, type PageStamp, type ScoreboardCache } from "./scoreboard-cache";

// The cache in front of a stand-in for Next that renders like the real page does: a fresh nonce in the CSP header
// and in the HTML, the language and the session's version in the HTML, and a count of renders.

const ID = "AAAAAAAAAAAAAAAAAAAAAA";
const OTHER = "BBBBBBBBBBBBBBBBBBBBBB";
/** Every game's own edit token in this world (the share link a scoring phone opened holds it). */
const TOKEN = "the-games-own-token";
const HASH = hashToken(TOKEN);

interface World {
  stamps: Map<string, PageStamp>;
  renders: number;
  /** Held renders wait for this before answering. */
  gate: Promise<void> | null;
  setCookie: boolean;
  status: number;
}

let world: World;
let cache: ScoreboardCache;
let server: Server;
let base: string;

function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  world.renders++;
  const nonce = randomBytes(16).toString("base64");
  const id = req.url?.split("/")[2]?.split("?")[0] ?? "";
  const stamp = world.stamps.get(id)?.stamp ?? "gone";
  // As the page does: the edit view (with the share link's token) for the game's own token, or the league's; a
  // wrong token sees the viewer's page.
  const cookie = req.headers.cookie ?? "";
  const own = new RegExp(`deckside-edit-${id}=([^;]*)`).exec(cookie)?.[1];
  const league = world.stamps.get(id)?.leagueId;
  const edit =
    own !== undefined && hashToken(own) === world.stamps.get(id)?.tokenHash
      ? `edit share=${own}`
      : league && cookie.includes(`deckside-league-games-${league}=`)
        ? "edit share=league"
        : "view";
  const lang = /NEXT_LOCALE=de/.test(req.headers.cookie ?? "") ? "de" : (req.headers["accept-language"] ?? "en");
  const html = `<!DOCTYPE html><html lang="${lang}"><script nonce="${nonce}">self.n=1</script><p>${stamp} ${edit}</p><p>${"rows ".repeat(200)}</p><script nonce="${nonce}"></script></html>`;
  const done = async () => {
    if (world.gate) await world.gate;
    res.statusCode = world.status;
    res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "RSC, Accept-Encoding");
    if (world.setCookie) res.setHeader("Set-Cookie", "deckside-recent=x; Path=/");
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  };
  return done();
}

beforeEach(async () => {
  world = {
    stamps: new Map([[ID, { stamp: "v1", leagueId: "L1", tokenHash: HASH }]]),
    renders: 0,
    gate: null,
    setCookie: false,
    status: 200,
  };
  world.stamps.set(OTHER, { stamp: "w1", leagueId: null, tokenHash: HASH });
  cache = createScoreboardCache({
    stampOf: async (id) => world.stamps.get(id) ?? null,
    render: renderViaLoopback,
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

async function view(path = `/sessions/${ID}`, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return { response, html, nonce, withoutNonce: html.split(nonce).join("NONCE") };
}

describe("the scoreboard page cache", () => {
  it("renders once per version and answers later views from memory, each with a fresh nonce in header and HTML", async () => {
    const first = await view();
    const second = await view();
    const third = await view();
    expect(world.renders).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });
    for (const answer of [first, second, third]) {
      expect(answer.response.status).toBe(200);
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.html.split(`nonce="${answer.nonce}"`)).toHaveLength(3);
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(second.withoutNonce).toBe(first.withoutNonce);
    expect(third.withoutNonce).toBe(first.withoutNonce);
    expect(second.response.headers.get("vary")).toBe("RSC, Accept-Encoding");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("renders again as soon as the session's stamp changes, and drops the old page", async () => {
    expect((await view()).html).toContain("v1 view");
    world.stamps.set(ID, { stamp: "v2", leagueId: "L1", tokenHash: HASH });
    expect((await view()).html).toContain("v2 view");
    expect((await view()).html).toContain("v2 view");
    expect(world.renders).toBe(2);
    expect(cache.stats().entries).toBe(1);
  });

  it("hands a deleted game to Next and forgets its pages", async () => {
    await view();
    world.stamps.delete(ID);
    expect((await view()).html).toContain("gone");
    expect(cache.stats()).toMatchObject({ entries: 0, passed: 1 });
  });

  it("never keeps or serves a page for a phone holding the league's token", async () => {
    await view();
    const league = await view(`/sessions/${ID}`, { cookie: "deckside-league-games-L1=token" });
    expect(league.html).toContain("v1 edit share=league");
    expect(league.response.headers.get("x-deckside-cache")).toBeNull();
    await view(`/sessions/${ID}`, { cookie: "deckside-league-games-L1=token" });
    expect(world.renders).toBe(3);
    expect((await view()).html).toContain("v1 view");
    expect(world.renders).toBe(3);
    // Another game's edit cookie or another league's does not make this phone an editor here.
    const others = await view(`/sessions/${ID}`, {
      cookie: `deckside-edit-${OTHER}=${TOKEN}; deckside-league-games-L2=t`,
    });
    expect(others.html).toContain("v1 view");
    expect(world.renders).toBe(3);
  });

  it("keeps the scoring phones' edit view for the game's own token, and serves it only to that token", async () => {
    const scorer = await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${TOKEN}` });
    expect(scorer.html).toContain(`v1 edit share=${TOKEN}`);
    expect(scorer.response.headers.get("x-deckside-cache")).toBe("miss");
    // A second phone that joined by the share link: the same view from memory, with a nonce of its own.
    const joined = await view(`/sessions/${ID}`, { cookie: `NEXT_LOCALE=en; deckside-edit-${ID}=${TOKEN}` });
    expect(joined.response.headers.get("x-deckside-cache")).toBe("hit");
    expect(joined.withoutNonce).toBe(scorer.withoutNonce);
    expect(joined.nonce).not.toBe(scorer.nonce);
    expect(world.renders).toBe(1);
    // A viewer never gets it: a page of its own, kept beside it.
    const viewer = await view();
    expect(viewer.html).toContain("v1 view");
    expect(viewer.html).not.toContain(TOKEN);
    expect((await view()).html).toContain("v1 view");
    // Nor does a phone holding this token for another game only.
    expect((await view(`/sessions/${ID}`, { cookie: `deckside-edit-${OTHER}=${TOKEN}` })).html).toContain("v1 view");
    expect(world.renders).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 2, misses: 2, hits: 3 });
    // A new round: the scorer's next reload renders again, then is kept again.
    world.stamps.set(ID, { stamp: "v2", leagueId: "L1", tokenHash: HASH });
    expect((await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${TOKEN}` })).html).toContain(
      `v2 edit share=${TOKEN}`,
    );
    expect((await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${TOKEN}` })).html).toContain("v2 edit");
    expect(world.renders).toBe(3);
  });

  it("hands a wrong, empty or other game's token to Next every time, never the kept edit view", async () => {
    await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${TOKEN}` });
    expect(world.renders).toBe(1);
    for (const token of ["wrong", "", `${TOKEN}x`, TOKEN.slice(1)]) {
      const answer = await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${token}` });
      // Next's own answer for a bad token (the viewer's page here), passed through: not from the cache.
      expect(answer.response.headers.get("x-deckside-cache")).toBeNull();
      expect(answer.html).not.toContain("edit share=");
    }
    expect(world.renders).toBe(5);
    expect(cache.stats()).toMatchObject({ passed: 4, entries: 1 });
    // A value that does not decode: Next skips the cookie (a viewer), and so does the cache.
    const undecodable = await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=%ZZ` });
    expect(undecodable.html).toContain("v1 view");
    expect(undecodable.response.headers.get("x-deckside-cache")).toBe("miss");
    // The session's token hash no longer matches (a stale cookie): Next again.
    world.stamps.set(ID, { stamp: "v1", leagueId: "L1", tokenHash: hashToken("another") });
    const stale = await view(`/sessions/${ID}`, { cookie: `deckside-edit-${ID}=${TOKEN}` });
    expect(stale.response.headers.get("x-deckside-cache")).toBeNull();
    expect(stale.html).toContain("v1 view");
  });

  it("hands a scoring phone that holds any league's token to Next (the leagues it may file into)", async () => {
    world.stamps.set(OTHER, { stamp: "w1", leagueId: null, tokenHash: HASH });
    for (const league of ["deckside-league-games-L2", "deckside-league-L9", "deckside-league-new-L3"]) {
      const answer = await view(`/sessions/${OTHER}`, { cookie: `deckside-edit-${OTHER}=${TOKEN}; ${league}=t` });
      expect(answer.response.headers.get("x-deckside-cache")).toBeNull();
    }
    expect(world.renders).toBe(3);
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps one page per language: the cookie first, then Accept-Language", async () => {
    const en = await view(`/sessions/${ID}`, { "accept-language": "en" });
    const de = await view(`/sessions/${ID}`, { cookie: "NEXT_LOCALE=de" });
    const deAgain = await view(`/sessions/${ID}`, { "accept-language": "de" });
    const nl = await view(`/sessions/${ID}`, { "accept-language": "nl-BE,nl;q=0.9" });
    expect(en.html).toContain('lang="en"');
    expect(de.html).toContain('lang="de"');
    // The same language by another way: the page kept for German.
    expect(deAgain.withoutNonce).toBe(de.withoutNonce);
    expect(nl.html).toContain('lang="nl-BE,nl;q=0.9"');
    expect(world.renders).toBe(3);
  });

  it("renders once for viewers who ask at the same time", async () => {
    let open = () => {};
    world.gate = new Promise((resolve) => {
      open = resolve;
    });
    const views = Array.from({ length: 8 }, () => view());
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    const answers = await Promise.all(views);
    expect(world.renders).toBe(1);
    expect(new Set(answers.map((a) => a.withoutNonce)).size).toBe(1);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(8);
  });

  it("keeps nothing that sets a cookie or is not a 200", async () => {
    world.setCookie = true;
    await view();
    const withCookie = await view();
    expect(world.renders).toBe(2);
    // Passed on to the one who asked, as Next answered it.
    expect(withCookie.response.headers.get("set-cookie")).toBe("deckside-recent=x; Path=/");
    world.setCookie = false;
    world.status = 500;
    await view();
    expect((await view()).response.status).toBe(500);
    expect(world.renders).toBe(4);
    expect(cache.stats().entries).toBe(0);
  });

  it("leaves router requests, queries, HEAD and other paths to Next", async () => {
    await view();
    await view(`/sessions/${ID}?_rsc=1`);
    await view(`/sessions/${ID}`, { rsc: "1" });
    await view(`/sessions/${ID}`, { "next-router-prefetch": "1" });
    await view(`/sessions/${ID}/round`);
    await fetch(`${base}/sessions/${ID}`, { method: "HEAD" });
    expect(world.renders).toBe(6);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 1 });
  });

  it("compresses a kept page for a client that accepts gzip", async () => {
    const plain = await view();
    const response = await fetch(`${base}/sessions/${ID}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch inflates it: the same page with its own nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect((await response.text()).split(nonce).join("NONCE")).toBe(plain.withoutNonce);
  });

  it("reads Accept-Encoding as a client means it", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });

  it("holds at most its budget, the least recently viewed pages leaving first", async () => {
    for (let i = 0; i < 150; i++) {
      const id = `S${String(i).padStart(21, "0")}`;
      world.stamps.set(id, { stamp: "v", leagueId: null, tokenHash: HASH });
      await view(`/sessions/${id}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    // The most recent page is still kept, the first one long gone.
    await view(`/sessions/S${"149".padStart(21, "0")}`);
    await view(`/sessions/S${"0".padStart(21, "0")}`);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 151 });
    expect(cache.stats().entries).toBeGreaterThan(20);
    expect(cache.stats().entries).toBeLessThan(150);
  }, 60_000);
});
