import type { IncomingMessage, ServerResponse } from "node:http";
import { errorAnswer, errorResponse, type JsonAnswer } from "@/lib/api/respond";
import { servedOverHttps } from "@/lib/auth/https";
import { rawHeader } from "./node-body";
import { freshNonce } from "./page-template";
import { answerHeaders, nonceCsp } from "./proxy-headers";
import { match } from "./routes";
import { scoreboardCache } from "./scoreboard-front";

// The front between Node's http server (scripts/server.mjs) and the handlers: a Web Request in, the handler's
// Response written to the socket in one piece, with the headers proxy.ts would have added. No Next pipeline, no
// web-stream piping of the answer (docs/decisions/020-front-server.md).

export type FrontAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// A Host the front builds a URL from without doubt; anything else (or none) goes to Next.
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
// Request headers Next's router acts on (an RSC request is redirected to `?_rsc`, server actions, its internal
// headers): such a request is Next's to answer.
const NEXT_HEADER = /^(rsc$|next-|x-next|x-middleware|x-now|x-matched|x-invoke|x-action)/i;
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
  if (!url.startsWith("/") || url.includes("?") || !PLAIN_HOST.test(host)) return null;
  if (scoreboardCache.matches(req)) return scoreboardCache.handle; // the scoreboard page (decision 025)
  const found = match(req.method ?? "", url);
  if (!found) return null;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (NEXT_HEADER.test(raw[i]!)) return null;
  const node = found.node;
  if (node)
    return async (req, res) => {
      let answer: JsonAnswer;
      try {
        answer = await node(req, found.params);
      } catch (error) {
        answer = errorAnswer(error);
      }
      const https = servedOverHttps({ get: (name) => rawHeader(req, name) }, `http://${host}${url}`);
      writeAnswer(req, answer, res, answerHeaders(https, nonceCsp(freshNonce())));
    };
  return async (req, res) => {
    const request = toRequest(req, `http://${host}${url}`);
    let response: Response;
    try {
      response = await found.handler(request, found.params);
    } catch (error) {
      response = errorResponse(error);
    }
    // Set on Node's answer, not on the Response: a Web Headers object checks and copies every value.
    const extra = answerHeaders(servedOverHttps(request.headers, request.url), nonceCsp(freshNonce()));
    await write(req, response, res, extra);
  };
}

function toRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: bodyStream(req), duplex: "half" } as RequestInit);
}

/**
 * The request body as a web stream that reads Node's request only while the reader asks (high-water mark 0):
 * a body refused by its declared length is never touched, so Node discards it once the answer is out. Cancelling
 * (a body over the limit while read) lets the rest drain: destroying the request would close the socket before
 * the 413 goes out.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!listening) {
          listening = true;
          req.on("data", (chunk: Buffer) => {
            if (cancelled) return;
            controller.enqueue(chunk);
            req.pause();
          });
          req.once("end", () => cancelled || controller.close());
          req.once("error", (error) => cancelled || controller.error(error));
        }
        req.resume();
      },
      cancel() {
        cancelled = true;
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Status, headers and the whole body at once (the front's answers are JSON, never streams). With no Accept-Encoding
 * that is one `end(body)` with its Content-Length (set here: the compression middleware sends the headers before
 * the body, so Node could not add it). A client that accepts gzip gets what Next sends it: Next streams, so the
 * middleware never learns the length and compresses even a short answer; `write` then `end` does the same.
 */
async function write(
  req: IncomingMessage,
  response: Response,
  res: ServerResponse,
  extra: Record<string, string>,
): Promise<void> {
  const body = response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  res.setHeader("vary", NEXT_VARY);
  for (const [name, value] of response.headers) {
    if (name === "vary") res.appendHeader(name, value);
    else if (name !== "set-cookie") res.setHeader(name, value);
  }
  // After the handler's own: these win, as proxy.ts's do on Next's answers.
  for (const name in extra) res.setHeader(name, extra[name]!);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (body === undefined) return void res.end();
  send(req, res, body);
}

/**
 * A route's answer written as its Web Response would be (`answerResponse` in lib/api/respond.ts: `json()`'s status,
 * Content-Type and Cache-Control, the answer's own headers, the JSON bytes), without making one (decision 030).
 */
function writeAnswer(req: IncomingMessage, answer: JsonAnswer, res: ServerResponse, extra: Record<string, string>) {
  res.statusCode = answer.status;
  res.setHeader("vary", NEXT_VARY);
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-type", "application/json");
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]!);
  for (const name in extra) res.setHeader(name, extra[name]!);
  send(req, res, Buffer.from(JSON.stringify(answer.body)));
}

function send(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  if (req.headers["accept-encoding"] === undefined) {
    res.setHeader("content-length", body.byteLength);
    return void res.end(body);
  }
  res.write(body);
  res.end();
}
