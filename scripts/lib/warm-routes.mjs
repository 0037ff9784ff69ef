// The pages a person opens first, asked for once on the server's loopback port before it takes connections: Next
// loads a page's route (its compiled modules, the client manifests, the engine's first compile of its code) on the
// route's first request, which cost the first visitor of a league 1–2 s on a fresh process (issue 28). Ids that
// name nothing: the page's route and its not-found path load without reading or writing a row of anyone's.
import http from "node:http";

/** What a visitor opens first: the games list, a new game, a league, a scoreboard. */
export const FIRST_ROUTES = ["/", "/new", "/leagues/warm-up", "/sessions/warm-up"];

/** A route that takes longer than this is given up on (Next loads it on its next request) and the next one asked. */
const ROUTE_TIMEOUT_MS = 10_000;

/**
 * Asks for each of `paths` in turn on `host`:`port`; never throws (a page that fails to warm is loaded on its first
 * visit, as before). Says how long each took.
 */
export async function warmRoutes(host, port, { paths = FIRST_ROUTES, timeoutMs = ROUTE_TIMEOUT_MS } = {}) {
  const took = [];
  for (const path of paths) {
    const t0 = performance.now();
    const status = await ask(host, port, path, timeoutMs);
    took.push(`${path} ${status} ${Math.round(performance.now() - t0)} ms`);
  }
  return took;
}

function ask(host, port, path, timeoutMs) {
  return new Promise((resolve) => {
    const req = http.get({ host, port, path, headers: { "accept-encoding": "identity" } }, (res) => {
      res.resume().on("end", () => resolve(res.statusCode));
      res.on("error", () => resolve("failed"));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timed out")));
    req.on("error", (error) => resolve(`failed (${error.message})`));
  });
}
