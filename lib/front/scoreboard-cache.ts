import type { IncomingMessage, ServerResponse } from "node:http";
import { gzip } from "node:zlib";
import { type CapturedPage, fill, freshNonce, type PageTemplate, templateOf } from "./page-template";
import { holdsLeagueCookie, keyOf, type ScoreboardRequest, scoreboardRequest } from "./scoreboard-request";

// The scoreboard page, rendered once per session version and language, then answered from memory
// (docs/decisions/025-scoreboard-page-cache.md). A render costs 20-25 ms of CPU (decision 018); a view of an
// unchanged game needs one indexed read and a copy of the bytes.

/** What the page depends on in the database: any change to it means a new render. */
export interface PageStamp {
  stamp: string;
  leagueId: string | null;
}

export interface ScoreboardCacheOptions {
  /** The session's stamp, or null for an unknown session (Next answers its 404). */
  stampOf(sessionId: string): Promise<PageStamp | null>;
  /** Next's own request handler: renders the page into the response. */
  render(req: IncomingMessage, res: ServerResponse): Promise<unknown> | undefined;
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
  const rendering = new Map<string, Promise<Entry | null>>();
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

  /** Renders through Next into this response, keeping a copy when the answer may serve other viewers. */
  async function renderAndKeep(req: IncomingMessage, res: ServerResponse, request: ScoreboardRequest, stamp: string) {
    // Next would compress for a client that accepts it; the copy needs the plain HTML (hits compress again).
    delete req.headers["accept-encoding"];
    const captured = capture(res);
    await options.render(req, res);
    const page = await captured;
    const template = page ? templateOf(page) : null;
    if (!template) return null;
    const entry = { stamp, template };
    keep(keyOf(request), request.sessionId, entry);
    return entry;
  }

  /**
   * Answers a scoreboard view from memory or renders it once for all who ask at the same time. Returns false,
   * having written nothing, when Next must answer the request itself.
   */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const request = scoreboardRequest(req.method, req.url, req.headers);
    if (!request) return false;
    const current = await stampOf(request.sessionId);
    if (current === undefined) return passed();
    if (!current) {
      dropStale(request.sessionId, null);
      return passed();
    }
    // A phone holding the league's token may edit every game of the league: its own render, never kept.
    if (holdsLeagueCookie(request, current.leagueId)) return passed();
    dropStale(request.sessionId, current.stamp);
    const key = keyOf(request);
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      entries.set(key, kept);
      stats.hits++;
      await answer(req, res, kept.template);
      return true;
    }
    const flight = `${key} ${current.stamp}`;
    const pending = rendering.get(flight);
    if (pending) {
      const entry = await pending;
      if (!entry) return passed();
      stats.hits++;
      await answer(req, res, entry.template);
      return true;
    }
    stats.misses++;
    const render = renderAndKeep(req, res, request, current.stamp);
    rendering.set(flight, render);
    try {
      await render;
    } finally {
      rendering.delete(flight);
    }
    return true;
  }

  /** The stamp; undefined when it cannot be read (Next answers, and reports the database's trouble itself). */
  async function stampOf(sessionId: string): Promise<PageStamp | null | undefined> {
    try {
      return await options.stampOf(sessionId);
    } catch {
      return undefined;
    }
  }

  function passed() {
    stats.passed++;
    return false;
  }

  return {
    handle,
    stats: (): ScoreboardCacheStats => ({ ...stats, entries: entries.size, bytes }),
    clear() {
      for (const key of [...entries.keys()]) drop(key);
    },
  };
}

export type ScoreboardCache = ReturnType<typeof createScoreboardCache>;

async function answer(req: IncomingMessage, res: ServerResponse, template: PageTemplate) {
  const { headers, body } = fill(template, freshNonce());
  const accepts = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const sent = accepts ? await gzipped(body) : body;
  if (accepts) headers["content-encoding"] = "gzip";
  headers["content-length"] = sent.length;
  res.writeHead(200, headers);
  res.end(sent);
}

function gzipped(body: Buffer): Promise<Buffer> {
  // Level 1: a tenth of the default's CPU for a page of repeated markup, and most of its saving.
  return new Promise((resolve, reject) =>
    gzip(body, { level: 1 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
}

/** Collects what is written to the response; null when it did not finish (the client left, an error). */
function capture(res: ServerResponse): Promise<CapturedPage | null> {
  const chunks: Buffer[] = [];
  const written: Record<string, unknown> = {};
  const { write, end, writeHead } = res;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  // Headers handed to writeHead directly never show in getHeaders().
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) written[String(headers[i]).toLowerCase()] = headers[i + 1];
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) written[name.toLowerCase()] = value;
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
  } as typeof write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== "function") collect(chunk, rest[0]);
    return end.apply(this, [chunk, ...rest] as Parameters<typeof end>);
  } as typeof end;
  return new Promise((resolve) => {
    res.once("finish", () =>
      resolve({
        status: res.statusCode,
        headers: { ...res.getHeaders(), ...written } as CapturedPage["headers"],
        body: Buffer.concat(chunks),
      }),
    );
    res.once("close", () => {
      if (!res.writableFinished) resolve(null);
    });
  });
}
