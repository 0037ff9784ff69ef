import type { IncomingMessage, ServerResponse } from "node:http";
import { tokenMatches } from "../auth/token";
import { answerKept, replay } from "./page-answer";
import { type CapturedPage, type PageTemplate, templateOf } from "./page-template";
import {
  holdsAnyLeagueCookie,
  holdsLeagueCookie,
  keyOf,
  type ScoreboardRequest,
  scoreboardRequest,
} from "./scoreboard-request";

// The scoreboard page, rendered once per session version and language, then answered from memory
// (docs/decisions/025-scoreboard-page-cache.md). A render costs 20-25 ms of CPU (decision 018); a view of an
// unchanged game needs one indexed read and a copy of the bytes.

/** What the page depends on in the database: any change to it means a new render. */
export interface PageStamp {
  stamp: string;
  leagueId: string | null;
  /** The sha256 of the session's own edit token: a scoring phone's cookie is checked against it. */
  tokenHash: string;
}

export interface ScoreboardCacheOptions {
  /** The session's stamp, or null for an unknown session (Next answers its 404). */
  stampOf(sessionId: string): Promise<PageStamp | null>;
  /**
   * Next's whole answer to this request. `plain`: without compression (a page to keep must take a new nonce);
   * otherwise as the client asked.
   */
  render(req: IncomingMessage, plain: boolean): Promise<CapturedPage>;
  /** Memory for the kept pages (HTML and headers), in bytes. */
  maxBytes?: number;
}

interface Entry {
  stamp: string;
  template: PageTemplate;
}

export interface ScoreboardCacheStats {
  hits: number;
  misses: number;
  passed: number;
  entries: number;
  bytes: number;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

export function createScoreboardCache(options: ScoreboardCacheOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // A Map iterates in insertion order: re-inserting on each hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const keysBySession = new Map<string, Set<string>>();
  const rendering = new Map<string, Promise<{ page: CapturedPage; entry: Entry | null }>>();
  const stats = { hits: 0, misses: 0, passed: 0 };
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.template.bytes;
    const sessionId = key.slice(0, key.indexOf(" "));
    const keys = keysBySession.get(sessionId);
    keys?.delete(key);
    if (keys?.size === 0) keysBySession.delete(sessionId);
  }

  /** Forgets every page of the session that is not of this stamp (all of them for null: the game is gone). */
  function dropStale(sessionId: string, stamp: string | null) {
    for (const key of [...(keysBySession.get(sessionId) ?? [])]) {
      if (entries.get(key)?.stamp !== stamp) drop(key);
    }
  }

  function keep(key: string, sessionId: string, entry: Entry) {
    if (entry.template.bytes > maxBytes / 4) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.template.bytes;
    const keys = keysBySession.get(sessionId) ?? new Set();
    keys.add(key);
    keysBySession.set(sessionId, keys);
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Renders through Next, keeping the page when it may serve other viewers; the first viewer's answer either way. */
  async function renderAndKeep(req: IncomingMessage, request: ScoreboardRequest, key: string, stamp: string) {
    const page = await options.render(req, true);
    const template = templateOf(page);
    if (!template) return { page, entry: null };
    const entry = { stamp, template };
    keep(key, request.sessionId, entry);
    return { page, entry };
  }

  /** Whether this request is one the cache answers (synchronous: the front's table decides at once). */
  function matches(req: IncomingMessage): boolean {
    return scoreboardRequest(req.method, req.url, req.headers) !== null;
  }

  /**
   * Answers a scoreboard view: from memory, or rendered once for all who ask at the same time, or (a league's
   * phone, a token that does not verify, an unknown game) Next's own answer passed through untouched.
   */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = scoreboardRequest(req.method, req.url, req.headers);
    const current = request ? await stampOf(request.sessionId) : undefined;
    if (!request || !current) {
      if (request && current === null) dropStale(request.sessionId, null);
      return pass(req, res);
    }
    // A phone holding the league's token may edit every game of the league: its own render, never kept.
    if (holdsLeagueCookie(request, current.leagueId)) return pass(req, res);
    const edit = request.editToken !== null;
    // A scoring phone shares one edit view (it shows the game's own token, the same for all who hold it) only when
    // its cookie holds exactly that token, checked as canEdit does (lib/sessions/data.ts, constant-time). A wrong,
    // stale or league token, and an editor with any league's cookie (the leagues to file into), go to Next.
    if (edit && (!tokenMatches(request.editToken, current.tokenHash) || holdsAnyLeagueCookie(request))) {
      return pass(req, res);
    }
    dropStale(request.sessionId, current.stamp);
    const key = keyOf(request, edit);
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
  async function stampOf(sessionId: string): Promise<PageStamp | null | undefined> {
    try {
      return await options.stampOf(sessionId);
    } catch {
      return undefined;
    }
  }

  return {
    matches,
    handle,
    stats: (): ScoreboardCacheStats => ({ ...stats, entries: entries.size, bytes }),
    clear() {
      for (const key of [...entries.keys()]) drop(key);
    },
  };
}

export type ScoreboardCache = ReturnType<typeof createScoreboardCache>;
