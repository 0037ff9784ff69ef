// The pages a person opens first, asked for once on the server's loopback port before it takes connections: Next
// loads a page's route (its compiled modules, the client manifests, the engine's first compile of its code) on the
// route's first request, which cost the first visitor of a league 0.3–2 s on a fresh process (issue 28). Ids that
// name nothing: the page's route and its not-found path load without reading or writing a row of anyone's.
import http from "node:http";

/** What a visitor opens first: the games list, a new game, a league, a scoreboard. */
export const FIRST_ROUTES = ["/", "/new", "/leagues/warm-up", "/sessions/warm-up"];

/**
 * The most the warm-up may add to the start (0.6 s on a quiet machine): past it the routes left are not asked for
 * and load on their first visit, as without a warm-up.
 */
const BUDGET_MS = 8_000;
/** Less time left than this: the route is not asked for (no page loads that fast from cold). */
const LEAST_MS = 50;

/**
 * Asks for each of `paths` in turn on `host`:`port`, within `budgetMs` in all; never throws (a page that fails to
 * warm up is loaded on its first visit). Says how each went.
 */
export async function warmRoutes(host, port, { paths = FIRST_ROUTES, budgetMs = BUDGET_MS } = {}) {
  const until = performance.now() + budgetMs;
  const took = [];
  for (const path of paths) {
    const t0 = performance.now();
    if (until - t0 < LEAST_MS) {
      took.push(`${path} skipped`);
      continue;
    }
    const status = await ask(host, port, path, until - t0);
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
