import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";

// The front (lib/front, scripts/server.mjs) answers two API routes without Next's pipeline. The same production
// build served twice, front on and DECKSIDE_FRONT=off, each on a fresh database, gets the same list of requests:
// every answer must match in status, headers and body (decision 020). Ids, tokens, times and CSP nonces differ by
// nature and are numbered by first appearance; the Date, the connection's headers and the framing are left out.

const output = process.env.E2E_OUTPUT ?? ".test-output";
// Framing aside: the front sends a whole body with its Content-Length where Next streams it chunked.
const IGNORED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const servers: ChildProcess[] = [];

type Answer = { status: number; headers: Record<string, string | string[]>; body: string };
type Call = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunked?: boolean;
};
type Setup = { id: string; token: string; winner: string; others: string[] };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The build Playwright's server uses, served by scripts/server.mjs; resolves once it says it is ready. */
async function startServer(name: string, front: boolean): Promise<number> {
  const port = await freePort();
  const url = `file:./${output}/front-${name}.db`;
  await migrate(url);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    NEXT_TELEMETRY_DISABLED: "1",
    ...(front ? {} : { DECKSIDE_FRONT: "off" }),
  };
  const child = spawn(process.execPath, ["scripts/server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  servers.push(child);
  let log = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      log += chunk;
      // The ready line says whether the front was installed (instrumentation.ts ran in this very process).
      const ready = /\[deckside\] ready on port \d+(.*)/.exec(log);
      if (!ready) return;
      if (!ready[1]?.includes(front ? "(front on)" : "(front off")) reject(new Error(`${name}: ${ready[0]}`));
      else resolve();
    });
    child.stderr?.on("data", (chunk) => (log += chunk));
    child.on("exit", (code) => reject(new Error(`${name} exited with ${code}:\n${log.slice(-3000)}`)));
  });
  return port;
}

/**
 * One request over a plain socket: the answer's raw headers and body as they left the server. Kept alive, so a
 * server that answers (413) before it has read a large body discards the rest instead of closing on it: a close with
 * unread data resets the connection, and the reset can overtake the answer. If a reset still comes before any
 * answer, the request is sent again (an answer before its body was read has no effect), at most three times.
 */
async function send(port: number, call: Call): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await sendOnce(port, call);
    if (answer) return answer;
    if (attempt === 3) throw new Error(`${call.method} ${call.path} on ${port}: reset before any answer, 3 times`);
  }
}

/** One attempt: the answer, or null when the connection was reset before any answer came. */
function sendOnce(port: number, call: Call): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { connection: "keep-alive", ...call.headers };
    if (call.body !== undefined && !call.chunked) headers["content-length"] = String(Buffer.byteLength(call.body));
    const req = http.request({ host: "127.0.0.1", port, method: call.method, path: call.path, headers, agent: false });
    let ended = false;
    // A hung answer names itself instead of timing the whole test out.
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer to ${call.method} ${call.path} on ${port}`)));
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // A reset in the middle of the answer: `close` below sends it again.
      res.on("error", () => {});
      res.on("end", () => {
        ended = true;
        let body = Buffer.concat(chunks);
        if (res.headers["content-encoding"] === "gzip") body = gunzipSync(body);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Answer["headers"],
          body: body.toString("utf8"),
        });
        // Kept alive: this socket carries nothing more.
        req.destroy();
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A server that answers 413 before reading a large body may close while it is still being sent.
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    // Closed before a whole answer (after a reset): the caller tries again. Node emits `end` before `close`.
    req.on("close", () => {
      if (!ended) resolve(null);
    });
    if (call.chunked && call.body !== undefined) {
      const body = Buffer.from(call.body);
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    }
    req.end(call.chunked ? undefined : call.body);
  });
}

/** Numbers ids and tokens by first appearance, and blanks times and nonces: what must differ between two servers. */
function normaliser() {
  const names = new Map<string, string>();
  const text = (value: string) =>
    value
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
      .replace(/'nonce-[^']+'/g, "'nonce-<nonce>'")
      .replace(/(?<![\w-])[\w-]{22}(?:[\w-]{21})?(?![\w-])/g, (id) => {
        if (!names.has(id)) names.set(id, `<id${names.size}>`);
        return names.get(id)!;
      });
  return (answer: Answer) => ({
    status: answer.status,
    headers: Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !IGNORED.has(name))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => [name, text(String(value))]),
    ),
    body: text(answer.body),
  });
}

const json = { "content-type": "application/json" };
const auth = (s: Setup) => ({ ...json, authorization: `Bearer ${s.token}` });
const round = (s: Setup, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ winner: s.winner, hands: Object.fromEntries(s.others.map((id) => [id, 3])), ...extra });
const rounds = (s: Setup) => `/api/v1/sessions/${s.id}/rounds`;
const huge = `{"winner":"${"x".repeat(2 * 1024 * 1024)}"}`;

// Each: a name and the request, made from the session the server created. In order: later ones see earlier rounds.
const CALLS: Array<[string, (s: Setup) => Call]> = [
  ["read, no rounds yet", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}` })],
  ["valid submit", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: round(s, { round: 1 }) })],
  ["stale round", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: round(s, { round: 1 }) })],
  ["no token", (s) => ({ method: "POST", path: rounds(s), headers: json, body: round(s) })],
  [
    "wrong token",
    (s) => ({ method: "POST", path: rounds(s), headers: { ...json, authorization: "Bearer nope" }, body: round(s) }),
  ],
  ["bad JSON", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: "{" })],
  ["empty body", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: "" })],
  ["wrong shape", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: "[1,2]" })],
  [
    "rule violation",
    (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: round(s, { winner: "nobody" }) }),
  ],
  [
    "negative hand",
    (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: round(s, { hands: { [s.others[0]!]: -4 } }) }),
  ],
  ["2 MB body", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: huge })],
  ["2 MB body, chunked", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: huge, chunked: true })],
  [
    "text/plain submit",
    (s) => ({ method: "POST", path: rounds(s), headers: { ...auth(s), "content-type": "text/plain" }, body: round(s) }),
  ],
  ["chunked submit", (s) => ({ method: "POST", path: rounds(s), headers: auth(s), body: round(s), chunked: true })],
  [
    "gzip submit",
    (s) => ({
      method: "POST",
      path: rounds(s),
      headers: { ...auth(s), "accept-encoding": "gzip, br" },
      body: round(s),
    }),
  ],
  ["unknown session", () => ({ method: "POST", path: "/api/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/rounds", body: "{}" })],
  [
    "upper-case id",
    (s) => ({
      method: "POST",
      path: `/api/v1/sessions/${s.id.toUpperCase()}/rounds`,
      headers: auth(s),
      body: round(s),
    }),
  ],
  ["submit, query string", (s) => ({ method: "POST", path: `${rounds(s)}?x=1`, headers: auth(s), body: round(s) })],
  ["submit, trailing slash", (s) => ({ method: "POST", path: `${rounds(s)}/`, headers: auth(s), body: round(s) })],
  ["read after rounds", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}` })],
  ["read, gzip", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}`, headers: { "accept-encoding": "gzip" } })],
  [
    "read over HTTPS",
    (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}`, headers: { "x-forwarded-proto": "https" } }),
  ],
  ["read as RSC", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}`, headers: { rsc: "1" } })],
  [
    "read as a prefetch",
    (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}`, headers: { "next-router-prefetch": "1" } }),
  ],
  ["read, _rsc query", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}?_rsc=abc` })],
  ["read, query string", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}?x=1&y` })],
  ["read, trailing slash", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}/` })],
  ["read, upper-case id", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id.toUpperCase()}` })],
  ["read, unknown id", () => ({ method: "GET", path: "/api/v1/sessions/nope" })],
  ["malformed escape", () => ({ method: "GET", path: "/api/v1/sessions/%ZZ" })],
  [
    "escaped id",
    (s) => ({ method: "GET", path: `/api/v1/sessions/%${s.id.charCodeAt(0).toString(16)}${s.id.slice(1)}` }),
  ],
  ["HEAD read", (s) => ({ method: "HEAD", path: `/api/v1/sessions/${s.id}` })],
  ["OPTIONS read", (s) => ({ method: "OPTIONS", path: `/api/v1/sessions/${s.id}` })],
  ["OPTIONS rounds", (s) => ({ method: "OPTIONS", path: rounds(s) })],
  ["GET rounds", (s) => ({ method: "GET", path: rounds(s) })],
  ["PUT session", (s) => ({ method: "PUT", path: `/api/v1/sessions/${s.id}`, headers: json, body: "{}" })],
  ["read, final", (s) => ({ method: "GET", path: `/api/v1/sessions/${s.id}` })],
];

const framingOf = (answer: Answer) =>
  answer.headers["content-length"] ? "length" : answer.headers["transfer-encoding"] === "chunked" ? "chunked" : "none";

async function run(port: number) {
  const normalise = normaliser();
  const created = await send(port, {
    method: "POST",
    path: "/api/v1/sessions",
    headers: json,
    body: JSON.stringify({ game: "nines", players: ["Ann", "Ben", "Cem"] }),
  });
  expect(created.status).toBe(201);
  normalise(created);
  const session = JSON.parse(created.body);
  const [winner, ...others] = session.players.map((p: { id: string }) => p.id);
  const setup: Setup = { id: session.id, token: session.token, winner, others };
  const answers = [];
  const framing = [];
  for (const [, make] of CALLS) {
    const answer = await send(port, make(setup));
    answers.push(normalise(answer));
    framing.push(framingOf(answer));
  }
  return { answers, framing };
}

let on = 0;
let off = 0;

test.beforeAll(async () => {
  [on, off] = await Promise.all([startServer("on", true), startServer("off", false)]);
});

test.afterAll(() => {
  for (const server of servers) server.kill("SIGTERM");
});

test("the front answers its routes exactly as Next does, errors and odd requests included", async () => {
  const [front, next] = [await run(on), await run(off)];
  const [viaFront, viaNext] = [front.answers, next.answers];
  const framing = front.framing.map((framed, k) => ({ on: framed, off: next.framing[k] }));
  for (const [k, [name]] of CALLS.entries()) expect(viaFront[k], name).toEqual(viaNext[k]);
  // The list exercised what it names (a typo in a request would compare two equal 404s).
  const statuses = Object.fromEntries(CALLS.map(([name], k) => [name, viaFront[k]!.status]));
  expect(statuses).toMatchObject({
    "valid submit": 201,
    "stale round": 409,
    "bad JSON": 400,
    "2 MB body": 413,
    "2 MB body, chunked": 413,
    "unknown session": 404,
    "read after rounds": 200,
    "malformed escape": 404,
  });
  expect(viaFront[CALLS.findIndex(([name]) => name === "read, gzip")]!.headers["content-encoding"]).toBe("gzip");
  // And the front did answer: Next streams an API answer (chunked), the front sends it in one piece with its length.
  const read = CALLS.findIndex(([name]) => name === "read after rounds");
  expect(framing[read]).toEqual({ on: "length", off: "chunked" });
});

test("a round submitted through the front reaches an open event stream within 2 s", async () => {
  const created = await send(on, {
    method: "POST",
    path: "/api/v1/sessions",
    headers: json,
    body: JSON.stringify({ game: "nines", players: ["Ann", "Ben", "Cem"] }),
  });
  const session = JSON.parse(created.body);
  const [winner, ...others] = session.players.map((p: { id: string }) => p.id);
  const abort = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${on}/api/v1/sessions/${session.id}/events`, { signal: abort.signal });
  const reader = stream.body!.getReader();
  let text = "";
  const until = async (pattern: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(text)) {
      const left = deadline - Date.now();
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (next === null || next.done) throw new Error(`no ${pattern} within ${ms} ms; the stream said:\n${text}`);
      text += Buffer.from(next.value).toString("utf8");
    }
  };
  await until(/event: ready/, 20_000);
  const written = Date.now();
  const setup: Setup = { id: session.id, token: session.token, winner, others };
  expect(
    (await send(on, { method: "POST", path: rounds(setup), headers: auth(setup), body: round(setup) })).status,
  ).toBe(201);
  await until(/event: change\ndata: [^\n]*"kind":"added"/, 2_000);
  expect(Date.now() - written).toBeLessThan(2_000);
  abort.abort();
});
