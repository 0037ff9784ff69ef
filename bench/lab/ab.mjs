// Two production builds side by side, loaded in turns (A, B, A, B) in one run: on a shared machine absolute figures
// move between runs, the CPU per request of A against B in the same run holds. For one change's before/after line.
// Usage: node bench/lab/ab.mjs <distDirA> <distDirB> [submit|read|page|page-miss ...]
// A side written <checkout>:<distDir> runs that checkout's server, build and migrations (two commits in one run, e.g.
// a git worktree of the older commit: /work/old:.next-bench).
// BENCH_SECONDS (per turn, default 3), BENCH_REPS (turns per side, default 3), BENCH_PORT (A on it, B on the next),
// BENCH_CONNECTIONS (default 1).
// AB_RUNTIME_A / AB_RUNTIME_B replace the server options npm start uses (scripts/lib/server-runtime.mjs) for that
// side: Node flags and NAME=value entries joined by spaces ("" for none), so one build can run against itself with
// other options (e.g. AB_RUNTIME_A="" AB_RUNTIME_B="--max-semi-space-size=4": their CPU cost).
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load, quantile, send } from "../load.mjs";
import { cpuMs, rssMiB } from "../proc.mjs";
import { fillPool, newSession, ROUNDS_PER_SESSION, roundRequest, submitter } from "../requests.mjs";
import { parseOptions, startApp } from "../servers.mjs";

const [distA, distB, ...wanted] = process.argv.slice(2);
if (!distA || !distB)
  throw new Error("usage: node bench/lab/ab.mjs <distDirA> <distDirB> [submit|read|page|page-miss ...]");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const kinds = wanted.length > 0 ? wanted : ["submit", "read", "page"];

/** A server with a 50-round session to read and the request makers for each kind. */
async function prepare(server) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = await newSession(server.port, agent);
  for (let i = 0; i < 50; i++) await send(agent, server.port, roundRequest(target));
  agent.destroy();
  // The highest submit rate seen, for the size of each turn's pool of fresh sessions (made before the turn, as
  // bench/run.mjs does: sessions made during a turn would queue their ORM transactions ahead of the submits).
  let rate = 300;
  return {
    submit: async () => {
      const pool = await fillPool(server.port, Math.ceil((rate * SECONDS * 1.5) / ROUNDS_PER_SESSION) + CONNECTIONS);
      const next = submitter(server.port, pool);
      return { next, seen: (run) => (rate = Math.max(rate, run.count / (run.busyMs / 1000))) };
    },
    read: async () => ({ next: async () => ({ path: `/api/v1/sessions/${target.id}` }) }),
    page: async () => ({ next: async () => ({ path: `/sessions/${target.id}` }) }),
    // The same page without the scoreboard page cache (decision 025): an edit cookie that does not match is passed
    // to Next, which renders the viewer's page afresh each time (what every view would cost with no cache, and what
    // the first view after a save costs with one, issue 27 item 5).
    "page-miss": async () => ({
      next: async () => ({
        path: `/sessions/${target.id}`,
        headers: { cookie: `deckside-edit-${target.id}=not-the-token` },
      }),
    }),
  };
}

const dir = mkdtempSync(join(tmpdir(), "deckside-ab-"));
const servers = [];
try {
  for (const [k, distDir] of [distA, distB].entries()) {
    const port = PORT === undefined ? undefined : PORT + k;
    const options = process.env[`AB_RUNTIME_${"AB"[k]}`];
    const runtime = options === undefined ? undefined : parseOptions(options);
    const [checkout, dist] = distDir.includes(":") ? distDir.split(":") : [process.cwd(), distDir];
    const url = `file:${join(dir, `${k}.db`)}`;
    const server = await startApp({ distDir: dist, url, port, runtime, checkout });
    const label = `${distDir}${options === undefined ? "" : ` (${options || "no options"})`}`;
    servers.push({ ...server, distDir: label, makers: await prepare(server) });
  }
  for (const kind of kinds) {
    const runs = servers.map(() => ({ count: 0, cpu: 0, busyMs: 0, latencies: [] }));
    for (const s of servers)
      await load({ port: s.port, connections: 1, durationMs: 800, next: (await s.makers[kind]()).next });
    for (let rep = 0; rep < REPS; rep++)
      for (const [k, s] of servers.entries()) {
        const turn = await s.makers[kind]();
        const cpu0 = cpuMs(s.pid);
        const run = await load({ port: s.port, connections: CONNECTIONS, durationMs: SECONDS * 1000, next: turn.next });
        turn.seen?.(run);
        runs[k].cpu += cpuMs(s.pid) - cpu0;
        runs[k].count += run.count;
        runs[k].busyMs += run.busyMs;
        runs[k].latencies.push(...run.latencies);
        if (Object.keys(run.failures).length > 0)
          console.log(`  ${s.distDir} failures: ${JSON.stringify(run.failures)}`);
      }
    const line = runs.map((r, k) => {
      const sorted = r.latencies.sort((a, b) => a - b);
      return `${servers[k].distDir} ${(r.count / (r.busyMs / 1000)).toFixed(0)} req/s, p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms, CPU ${(r.cpu / r.count).toFixed(2)} ms/req`;
    });
    const ratio = runs[1].cpu / runs[1].count / (runs[0].cpu / runs[0].count);
    const per = `${CONNECTIONS} connection${CONNECTIONS === 1 ? "" : "s"}`;
    console.log(`[ab] ${kind}, ${per}: ${line.join(" | ")} | B/A CPU ×${ratio.toFixed(2)}`);
  }
  console.log(`[ab] RSS ${servers.map((s) => `${s.distDir} ${rssMiB(s.pid).toFixed(0)} MiB`).join(", ")}`);
} finally {
  for (const s of servers) s.stop();
  rmSync(dir, { recursive: true, force: true });
}
