import type { IncomingMessage, ServerResponse } from "node:http";
import { answerBytes, handleAnswer, JSON_HEADERS, type JsonAnswer } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { leagueCache } from "./league-front";
import { NEXT_ROUTER_HEADERS } from "./next-internals";
import { rawHeader } from "./node-body";
import { answerHeaders, freshNonce, nonceCsp } from "./proxy-headers";
import { match } from "./routes";
import { scoreboardCache } from "./scoreboard-front";

// The front between Node's http server (scripts/server.mjs) and the handlers: Node's request in, the handler's
// answer written to the socket in one piece, with the headers proxy.ts would have added. No Next pipeline, no Web
// Request or Response (docs/decisions/020-front-server.md, 030, 032).

export type FrontAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// A Host the front builds a URL from without doubt; anything else (or none) goes to Next.
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const NEXT_HEADER = new RegExp(`^(${NEXT_ROUTER_HEADERS})`, "i");
// What Next's base server puts in Vary on every app route's answer (base-server.js, setVaryHeader); the compression
// middleware appends Accept-Encoding after it, for both.
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

/**
 * The front's answer to this request, or null: Next answers it. Taken only when nothing about it is in doubt: a
 * route of the table, no query string (Next reads some, like `_rsc`), none of Next's own headers, a plain Host.
 */
export function route(req: IncomingMessage): FrontAnswer | null {
  const url = req.url ?? "";
  const host = req.headers.host ?? "";
  if (!url.startsWith("/") || !PLAIN_HOST.test(host)) return null;
  // The league page, with its filter's query (decision 040); every other route takes no query.
  if (leagueCache.matches(req)) return leagueCache.handle;
  if (url.includes("?")) return null;
  if (scoreboardCache.matches(req)) return scoreboardCache.handle; // the scoreboard page (decision 025)
  const found = match(req.method ?? "", url);
  if (!found) return null;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (NEXT_HEADER.test(raw[i]!)) return null;
  const { handler, params } = found;
  return async (req, res) => {
    const answer = await handleAnswer(() => handler(req, params));
    const https = servedOverHttps({ get: (name) => rawHeader(req, name) }, `http://${host}${url}`);
    writeAnswer(req, answer, res, answerHeaders(https, nonceCsp(freshNonce())));
  };
}

/**
 * The gate's answer (gate.ts: a refusal before Next, or OPTIONS *), written as the front writes a route's, with the
 * locked-down CSP of an answer that renders nothing. Any body is dropped unread.
 */
export function gateAnswer(answer: JsonAnswer): FrontAnswer {
  return async (req, res) => {
    req.resume();
    const https = servedOverHttps({ get: (name) => rawHeader(req, name) });
    if (answer.body === null) {
      res.statusCode = answer.status;
      for (const name in answer.headers) res.setHeader(name, answer.headers[name]!);
      for (const [name, value] of Object.entries(answerHeaders(https, null))) res.setHeader(name, value);
      return void res.end();
    }
    writeAnswer(req, answer, res, answerHeaders(https, null));
  };
}

/**
 * A route's answer written as its Web Response would be (`answerResponse` in lib/api/respond.ts: `json()`'s status,
 * `JSON_HEADERS`, the answer's own headers, the JSON bytes), without making one (decision 030),
 * then the headers proxy.ts adds (`extra`, after the answer's own: these win, as proxy.ts's do on Next's answers).
 * Set with `setHeader`, not `writeHead`: the compression middleware must see the body's length.
 */
function writeAnswer(req: IncomingMessage, answer: JsonAnswer, res: ServerResponse, extra: Record<string, string>) {
  res.statusCode = answer.status;
  res.setHeader("vary", NEXT_VARY);
  for (const name in JSON_HEADERS) res.setHeader(name, JSON_HEADERS[name]!);
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]!);
  for (const name in extra) res.setHeader(name, extra[name]!);
  send(req, res, answerBytes(answer));
}

/**
 * The whole body at once (the front's answers are JSON, never streams). With no Accept-Encoding that is one
 * `end(body)` with its Content-Length (set here: the compression middleware sends the headers before the body, so
 * Node could not add it). A client that accepts gzip gets what Next sends it: Next streams, so the middleware never
 * learns the length and compresses even a short answer; `write` then `end` does the same.
 */
function send(req: IncomingMessage, res: ServerResponse, body: Uint8Array): void {
  if (req.headers["accept-encoding"] === undefined) {
    res.setHeader("content-length", body.byteLength);
    return void res.end(body);
  }
  res.write(body);
  res.end();
}
