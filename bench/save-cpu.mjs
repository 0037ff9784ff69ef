// Server CPU per save on the phones' path (POST /sessions/<id>/save, the page route a phone's queue sends to, issue
// 27) against an API submit (POST /api/v1/sessions/:id/rounds), for `npm run bench`: the two loaded in turns (A, B,
// A, B) at one connection on fresh 50-round-at-most sessions, the server's CPU from /proc (bench/proc.mjs).
import { randomBytes } from "node:crypto";
import { load } from "./load.mjs";
import { cpuMs } from "./proc.mjs";
import { fillPool, ROUNDS_PER_SESSION, roundRequest, submitter } from "./requests.mjs";

/** The page's save of the next round of `session`, as components/live/send-queued.ts sends it. */
function pageSaveRequest(session, origin) {
  const api = roundRequest(session);
  return {
    method: "POST",
    path: `/sessions/${session.id}/save`,
    headers: {
      cookie: `deckside-edit-${session.id}=${session.token}`,
      origin,
      "sec-fetch-site": "same-origin",
    },
    body: { key: randomBytes(16).toString("base64url"), round: session.rounds, isEdit: false, entry: api.body },
  };
}

export async function measureSaveCpu(app, { seconds, reps }) {
  const paths = {
    api: (pool) => submitter(app.port, pool),
    page: (pool) => submitter(app.port, pool, "Deckside", (s) => pageSaveRequest(s, `http://127.0.0.1:${app.port}`)),
  };
  const totals = { api: { cpu: 0, count: 0, failures: {} }, page: { cpu: 0, count: 0, failures: {} } };
  const perTurn = { api: [], page: [] };
  let rate = 200;
  // A short warm-up of each (not counted), then the turns.
  for (let rep = -1; rep < reps; rep++)
    for (const kind of ["api", "page"]) {
      const ms = rep < 0 ? 500 : seconds * 1000;
      const pool = await fillPool(app.port, Math.ceil((rate * (ms / 1000) * 1.3) / ROUNDS_PER_SESSION) + 1);
      const cpu0 = cpuMs(app.pid);
      const run = await load({ port: app.port, connections: 1, durationMs: ms, next: paths[kind](pool) });
      const cpu = cpuMs(app.pid) - cpu0;
      rate = Math.max(rate, run.count / (run.busyMs / 1000));
      if (rep < 0) continue;
      totals[kind].cpu += cpu;
      totals[kind].count += run.count;
      perTurn[kind].push(cpu / Math.max(1, run.count));
      for (const [k, v] of Object.entries(run.failures)) totals[kind].failures[k] = (totals[kind].failures[k] ?? 0) + v;
    }
  const per = (kind) => totals[kind].cpu / Math.max(1, totals[kind].count);
  const result = {
    api: per("api"),
    page: per("page"),
    ratio: per("page") / per("api"),
    samples: perTurn,
    failures: { api: totals.api.failures, page: totals.page.failures },
  };
  console.log(
    `[bench] server CPU per save: the page's save ${result.page.toFixed(2)} ms, an API submit ${result.api.toFixed(2)} ms (×${result.ratio.toFixed(2)}; turns ${perTurn.page.map((x) => x.toFixed(2)).join(", ")} / ${perTurn.api.map((x) => x.toFixed(2)).join(", ")})`,
  );
  for (const kind of ["api", "page"])
    if (Object.keys(totals[kind].failures).length > 0)
      console.log(`  ${kind} failures: ${JSON.stringify(totals[kind].failures)}`);
  return result;
}
