import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { gzip } from "node:zlib";
import { type CapturedPage, fill, type PageTemplate } from "./page-template";
import { freshNonce } from "./proxy-headers";

// How the page caches write their answers (the scoreboard's, decision 025; the league page's, decision 040): a kept
// page with a fresh nonce, gzipped per answer when the client takes it, or Next's own answer replayed.

/** Header that says the answer came from the cache ("hit") or was rendered for it ("miss"): tests and bench read it. */
export const CACHE_HEADER = "x-deckside-cache";

/** Whether the client takes gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(header: string): boolean {
  return header.split(",").some((part) => {
    const [coding = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A kept page, with a fresh nonce in its CSP header and HTML; `how` goes in `x-deckside-cache`. */
export async function answerKept(
  req: IncomingMessage,
  res: ServerResponse,
  template: PageTemplate,
  how: "hit" | "miss",
): Promise<void> {
  const { headers, body } = fill(template, freshNonce());
  headers[CACHE_HEADER] = how;
  const accepts = acceptsGzip(String(req.headers["accept-encoding"] ?? ""));
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

/** Next's answer as it came (its status, cookies and encoding), with this connection's own framing. */
export function replay(res: ServerResponse, page: CapturedPage): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value;
  }
  headers["content-length"] = page.body.length;
  res.writeHead(page.status, headers);
  res.end(page.body);
}

const HOP_BY_HOP = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);
