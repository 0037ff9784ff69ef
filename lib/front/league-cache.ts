import type { IncomingMessage, ServerResponse } from "node:http";
import { tokenMatches } from "../auth/token";
import { type LeagueRequest, leagueKeyOf, leagueRequest } from "./league-request";
import { answerKept, replay } from "./page-answer";
import { type CapturedPage, type PageTemplate, templateOf } from "./page-template";

// The league page, rendered once per league version, language, zone, scheme, edit right and query, then answered
// from memory (docs/decisions/040-league-page-cache.md, after the scoreboard's: decision 025). A warm render costs
// about 17 ms of CPU at 10k games, nearly all of it Next's; a view of an unchanged league needs one indexed read.

/** What the page depends on in the database: a new `stamp` means a new render. */
export interface LeagueStamp {
  /** The league's `version`: every write that changes what its page shows moves it on. */
  stamp: string;
  /** The sha256 of the league's token: a phone's league cookie is checked against it, as canEditLeague does. */
  tokenHash: string;
}

export interface LeagueCacheOptions {
  /** The league's stamp, or null for an unknown league (Next answers its 404). */
  stampOf(leagueId: string): Promise<LeagueStamp | null>;
  /** Next's whole answer to this request. `plain`: without compression (a kept page must take a new nonce). */
  render(req: IncomingMessage, plain: boolean): Promise<CapturedPage>;
  /**
   * Whether what is read now may be kept: not while the start-up repair runs (the page then computes results the
   * stamp does not cover), nor while a read may see a write that has not committed (SQLite's one connection).
   */
  keepable(): boolean;
  /** Memory for the kept pages (HTML and headers), in bytes. */
  maxBytes: number;
}

interface Entry {
  stamp: string;
  template: PageTemplate;
}

export function createLeagueCache(options: LeagueCacheOptions) {
  const { maxBytes } = options;
  // A Map iterates in insertion order: re-inserting on each hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const keysByLeague = new Map<string, Set<string>>();
  const rendering = new Map<string, Promise<{ page: CapturedPage; entry: Entry | null }>>();
  const stats = { hits: 0, misses: 0, passed: 0 };
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.template.bytes;
    const leagueId = key.slice(0, key.indexOf(" "));
    const keys = keysByLeague.get(leagueId);
    keys?.delete(key);
    if (keys?.size === 0) keysByLeague.delete(leagueId);
  }

  /** Forgets every page of the league not of this stamp (all of them for null: the league is gone). */
  function dropStale(leagueId: string, stamp: string | null) {
    for (const key of [...(keysByLeague.get(leagueId) ?? [])]) {
      if (entries.get(key)?.stamp !== stamp) drop(key);
    }
  }

  function keep(key: string, leagueId: string, entry: Entry) {
    if (entry.template.bytes > maxBytes / 4) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.template.bytes;
    const keys = keysByLeague.get(leagueId) ?? new Set();
    keys.add(key);
    keysByLeague.set(leagueId, keys);
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderAndKeep(req: IncomingMessage, request: LeagueRequest, key: string, stamp: string) {
    const page = await options.render(req, true);
    const template = templateOf(page);
    // Checked again after the render: a write that began meanwhile on SQLite's one connection may have shown it
    // rows that were then rolled back, or the repair may have started.
    if (!template || !options.keepable()) return { page, entry: null };
    const entry = { stamp, template };
    keep(key, request.leagueId, entry);
    return { page, entry };
  }

  /** Whether this request is one the cache answers (synchronous: the front's table decides at once). */
  function matches(req: IncomingMessage): boolean {
    return leagueRequest(req.method, req.url, req.headers) !== null;
  }

  /** Answers a league page view: from memory, rendered once for all who ask at once, or Next's answer passed on. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = leagueRequest(req.method, req.url, req.headers);
    if (!request || !options.keepable()) return pass(req, res);
    const current = await stampOf(request.leagueId);
    if (!current) {
      if (current === null) dropStale(request.leagueId, null);
      return pass(req, res);
    }
    // The page's only use of the token: its edit check (canEditLeague) and, when it passes, the share link holding
    // that token. A token that does not verify sees the viewer's page, as a phone without one.
    const edit = request.token !== null && tokenMatches(request.token, current.tokenHash);
    dropStale(request.leagueId, current.stamp);
    const key = leagueKeyOf(request, edit);
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      entries.set(key, kept);
      stats.hits++;
      return answerKept(req, res, kept.template, "hit");
    }
    const flight = `${key} ${current.stamp}`;
    const pending = rendering.get(flight);
    if (pending) {
      const entry = await pending.then(({ entry }) => entry).catch(() => null);
      if (!entry) return pass(req, res);
      stats.hits++;
      return answerKept(req, res, entry.template, "hit");
    }
    stats.misses++;
    const render = renderAndKeep(req, request, key, current.stamp);
    rendering.set(flight, render);
    try {
      const { page, entry } = await render;
      return entry ? answerKept(req, res, entry.template, "miss") : replay(res, page);
    } finally {
      rendering.delete(flight);
    }
  }

  async function pass(req: IncomingMessage, res: ServerResponse) {
    stats.passed++;
    replay(res, await options.render(req, false));
  }

  /** The stamp; undefined when it cannot be read (Next answers, and reports the database's trouble itself). */
  async function stampOf(leagueId: string): Promise<LeagueStamp | null | undefined> {
    try {
      return await options.stampOf(leagueId);
    } catch {
      return undefined;
    }
  }

  return {
    matches,
    handle,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}

export type LeagueCache = ReturnType<typeof createLeagueCache>;
