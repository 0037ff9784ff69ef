// The production server `npm start` runs (scripts/start.mjs) and the bench starts: Next.js in this process as a
// custom server, with the front (lib/front, handed over by instrumentation.ts) answering the hot API routes
// without Next's per-request pipeline. DECKSIDE_FRONT=off serves everything through Next (the gate before it,
// lib/front/gate.ts, stays: it refuses what Next would answer with a 500 or read too much of).
// Run directly (`node scripts/server.mjs`) it serves the build in NEXT_DIST_DIR (or .next) on PORT at HOST as is:
// no migrations, no build (that is what start.mjs adds). Why: docs/decisions/020-front-server.md.
// First: what this server takes from Next's private modules, and the engine's Date before importing Next replaces it
// (scripts/lib/next-internals.mjs).
// (A bare import: the formatter keeps it first, where sorting the named one would put it after `next`.)
import "./lib/next-internals.mjs";
import http from "node:http";
import next from "next";
import { markClient } from "./lib/client-address.mjs";
import { compression, releaseCompressionStream } from "./lib/next-internals.mjs";
import { createSelfFetchMark } from "./lib/self-fetch.mjs";
import { createTurns } from "./lib/turns.mjs";
import { warmRoutes } from "./lib/warm-routes.mjs";

/** How long a shutdown waits for answers in flight (an open event stream never finishes by itself). */
const SHUTDOWN_GRACE_MS = 3000;

export async function serve({ port, host }) {
  process.env.NODE_ENV = "production";
  const app = next({ dev: false, dir: process.cwd(), hostname: host || "localhost", port });
  const handleNext = app.getRequestHandler();
  await app.prepare();
  const frontOn = process.env.DECKSIDE_FRONT !== "off";
  const compress = compression();
  // Front answers per event-loop turn (scripts/lib/turns.mjs): DECKSIDE_TURNS, default ANSWERS_PER_TURN; "off"
  // answers all at once (the bench's same-build "before").
  const perTurn = process.env.DECKSIDE_TURNS;
  const turns = perTurn === "off" ? null : createTurns(Number(perTurn) || undefined);

  // An action's fetch of its redirect target from this server is answered uncompressed (scripts/lib/self-fetch.mjs).
  const markSelfFetch = createSelfFetchMark();
  const server = http.createServer((req, res) => {
    markSelfFetch(req.method, req.headers);
    // Who is asking, as the live streams' per-client budget counts it (scripts/lib/client-address.mjs).
    markClient(req);
    // Installed by instrumentation.ts once Next has set up its server (on the first request, see warmUp): the gate's
    // refusals of what Next would answer with a 500 or read too much of (lib/front/gate.ts), then the front.
    const answer = globalThis.decksideGate?.(req) ?? (frontOn ? globalThis.decksideFront?.(req) : null);
    if (!answer) return void handleNext(req, res);
    compress(req, res, () => {});
    res.once("close", () => res.writableFinished || releaseCompressionStream(res));
    const run = () =>
      answer(req, res).catch((error) => {
        console.error(`[deckside] the front failed on ${req.method} ${req.url}`, error);
        if (res.headersSent) return void res.destroy();
        res.statusCode = 500;
        res.end("Internal Server Error");
      });
    if (turns) turns.take(run);
    else run();
  });
  // Warmed up on a loopback port of its own first, then on `port`: requests that arrived while Next set itself up
  // waited for it (0.5–2 s under load), so the port takes connections only once it answers at once
  // (docs/decisions/029-startup-repair.md, issue 26).
  await listen(server, 0, "127.0.0.1");
  await warmUp(server);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await listen(server, Number(port), host || undefined);
  const state = !frontOn ? "front off: Next answers everything" : globalThis.decksideFront ? "front on" : "no front";
  console.log(`[deckside] ready on port ${port} (${state})`);

  // As `next start` does: stop taking connections, let answers in flight finish, exit 128 + the signal's number.
  let stopping = false;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(code), SHUTDOWN_GRACE_MS).unref();
      server.close(() => app.close().finally(() => process.exit(code)));
      server.closeIdleConnections();
    });
  return server;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Next sets up its server, and runs instrumentation.ts (which installs the front), on the first request it gets,
 * not in prepare(): one request to ourselves makes that happen before the server says it is ready. Then the pages a
 * person opens first, so their routes load now and not on a visitor's first view (scripts/lib/warm-routes.mjs).
 * Nothing here can stop the start, nor hold it for long: a failed request is logged and the server starts all the
 * same; the pages are asked for within a budget (scripts/lib/warm-routes.mjs).
 */
async function warmUp(server) {
  const { address, port } = server.address();
  const host = address === "::" || address === "0.0.0.0" ? "127.0.0.1" : address;
  const healthy = await new Promise((resolve) => {
    http
      .get({ host, port, path: "/api/health" }, (res) => res.resume().on("end", () => resolve(res.statusCode === 200)))
      .on("error", (error) => {
        console.error("[deckside] warming up failed", error);
        resolve(false);
      });
  });
  // A database that is down (health answers 503) would make each page wait for it: they load on first visit then.
  if (!healthy || process.env.DECKSIDE_WARM_ROUTES === "off") return;
  const t0 = performance.now();
  const took = await warmRoutes(host, port);
  if (process.env.DECKSIDE_WARM_ROUTES === "verbose") console.log(`[deckside] warmed up: ${took.join(", ")}`);
  else console.log(`[deckside] pages warmed up in ${Math.round(performance.now() - t0)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await serve({ port: process.env.PORT || "3000", host: process.env.HOST || "" });
}
