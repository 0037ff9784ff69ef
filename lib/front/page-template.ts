import type { OutgoingHttpHeaders } from "node:http";

// A rendered page kept for reuse: its headers and its HTML cut at every occurrence of the CSP nonce it was rendered
// with, so each answer carries a fresh nonce (proxy.ts makes 16 random bytes per request; a 24-character base64
// token cannot collide with the page's own content).

export interface PageTemplate {
  headers: OutgoingHttpHeaders;
  /** The CSP header with the nonce cut out: join with the new nonce. */
  csp: string[];
  /** The HTML with the nonce cut out. */
  body: Buffer[];
  bytes: number;
}

/** What Next answered, as captured from the response. */
export interface CapturedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

// Per-connection or per-answer headers: Node writes its own for each answer.
const DROPPED = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/** The template for a captured answer, or null when it must not be reused (not a plain 200 HTML page). */
export function templateOf(page: CapturedPage): PageTemplate | null {
  if (page.status !== 200) return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined && !DROPPED.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  // A cookie set for one viewer must never reach another; compressed bytes cannot take a new nonce.
  if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return null;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return null;
  const policy = headers["content-security-policy"];
  if (typeof policy !== "string") return null;
  const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(policy)?.[1];
  if (!nonce) return null;
  const csp = policy.split(nonce);
  const body = split(page.body, Buffer.from(nonce));
  // The page's scripts carry the nonce; without one in the HTML something else rendered (an error page).
  if (body.length < 2) return null;
  delete headers["content-security-policy"];
  const bytes = page.body.length + JSON.stringify(headers).length + policy.length;
  return { headers, csp, body, bytes };
}

/** The answer's headers and HTML with `nonce` in every place the original one was. */
export function fill(template: PageTemplate, nonce: string): { headers: OutgoingHttpHeaders; body: Buffer } {
  const token = Buffer.from(nonce);
  const parts: Buffer[] = [];
  template.body.forEach((part, i) => {
    if (i > 0) parts.push(token);
    parts.push(part);
  });
  const headers = { ...template.headers, "content-security-policy": template.csp.join(nonce) };
  return { headers, body: Buffer.concat(parts) };
}

function split(body: Buffer, token: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, from)) {
    parts.push(body.subarray(from, at));
    from = at + token.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
