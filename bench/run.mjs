// npm run bench: Deckside's production build against the raw baseline (bench/baseline.mjs), loaded in turns
// (A, B, A, B) in the same run, because absolute figures on a shared machine move by several times between runs
// while the ratio holds. Writes BENCHMARKS.md. BENCH_SECONDS (per measurement, default 2.5) and BENCH_REPS
// (turns per side, default 2) shorten or lengthen it; NEXT_DIST_DIR picks the build (default .next-bench); BENCH_PORT
// puts Deckside on that port and the baseline on the next (default: free ports). BENCH_SERVER_ONLY=1 measures the
// API and the scoreboard page only and prints their summary line without writing BENCHMARKS.md (a change's
// before/after line for bench/history.md; the full run is what BENCHMARKS.md holds). BENCH_SKIP_TABLE=1 leaves out
// the table's own paths in the browser and the server CPU per page save (bench/table.mjs, bench/save-cpu.mjs: about
// four minutes); BENCH_TABLE_REPS (default 5) sets their samples. BENCH_READ_POOL (default 50) is how many 50-round
// sessions the read figures (session JSON, scoreboard page) rotate through on both sides. BENCH_LIGHTHOUSE_RUNS
// (default 3) is the Lighthouse runs per page (their median).
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchLeague, writeLeagueReport } from "./league.mjs";
import { load, quantile, send } from "./load.mjs";
import { phonePart } from "./phone.mjs";
import { cpuMs, rssMiB } from "./proc.mjs";
import { machine, summaryLine, writeReport } from "./report.mjs";
import { fillPool, newSession as newSessionAt, ROUNDS_PER_SESSION, roundRequest, submitter } from "./requests.mjs";
import { ensureBuild, memoryLine, memoryOf, startApp, startBaseline } from "./servers.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2.5);
const REPS = Number(process.env.BENCH_REPS ?? 2);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const SERVER_ONLY = process.env.BENCH_SERVER_ONLY === "1";
const READ_POOL = Number(process.env.BENCH_READ_POOL ?? 50);
const SKIP_TABLE = process.env.BENCH_SKIP_TABLE === "1";
// Submits go to sessions of at most this many rounds, so every write meets a session of the size read below.
const SCENARIOS = [
  { key: "submit-1", label: "round submit, 1 connection", kind: "submit", connections: 1 },
  { key: "submit-50", label: "round submit, 50 connections", kind: "submit", connections: 50 },
  { key: "read-1", label: "session JSON (50 rounds), 1 connection", kind: "read", connections: 1 },
  { key: "read-50", label: "session JSON (50 rounds), 50 connections", kind: "read", connections: 50 },
];

/** A fresh Nines session on `server` (bench/requests.mjs). */
const newSession = (server, agent) => newSessionAt(server.port, agent, server.name);

/**
 * The sessions the read figures rotate through: READ_POOL Nines sessions of 50 rounds each, made on `server` by
 * eight clients at once, so a read meets games other than the one just written or cached, on both sides (issue 27).
 */
async function readPool(server) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const pool = [];
  const fill = async () => {
    while (pool.length < READ_POOL) {
      const session = await newSession(server, agent);
      pool.push(session);
      for (let i = 0; i < 50; i++) {
        const answer = await send(agent, server.port, roundRequest(session));
        if (answer.status !== 201) throw new Error(`${server.name}: adding a round gave ${answer.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, fill));
  agent.destroy();
  return pool;
}

/** The next session of the pool, in turn, for any number of connections. */
function rotating(pool) {
  let next = 0;
  return () => pool[next++ % pool.length];
}

async function measure(server, scenario, state) {
  const connections = scenario.connections;
  let next;
  if (scenario.kind === "submit") {
    const expected = Math.ceil((state.rate * SECONDS * 1.3) / ROUNDS_PER_SESSION) + connections;
    const pool = await fillPool(server.port, expected, server.name);
    next = submitter(server.port, pool, server.name);
  } else {
    const session = rotating(state.readPool);
    next = async () => ({ method: "GET", path: `/api/v1/sessions/${session().id}` });
  }
  const cpu0 = cpuMs(server.pid);
  const run = await load({ port: server.port, connections, durationMs: SECONDS * 1000, next });
  const cpu = cpuMs(server.pid) - cpu0;
  if (scenario.kind === "submit") state.rate = Math.max(state.rate, run.count / (run.busyMs / 1000));
  return { ...run, cpu };
}

function summarise(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const count = runs.reduce((n, r) => n + r.count, 0);
  const seconds = runs.reduce((n, r) => n + r.busyMs, 0) / 1000;
  const failures = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.failures)) failures[k] = (failures[k] ?? 0) + v;
  return {
    count,
    rate: count / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuPerRequest: runs.reduce((n, r) => n + r.cpu, 0) / Math.max(1, count),
    failures,
  };
}

const started = Date.now();
const before = machine();
const dir = mkdtempSync(join(tmpdir(), "deckside-bench-"));
await ensureBuild(DIST_DIR, `file:${join(dir, "build.db")}`);
const app = await startApp({ distDir: DIST_DIR, url: `file:${join(dir, "deckside.db")}`, port: PORT });
let baseline;
/** The app's memory after each part: where it grows is where to look (docs/decisions/024-server-memory.md). */
const memoryParts = [];
async function notePart(part) {
  const memory = await memoryOf(app);
  memoryParts.push({ part, rss: memory.rss });
  console.log(`[bench] memory after ${part}: ${memoryLine(memory)}`);
}
try {
  await notePart("start-up");
  baseline = await startBaseline({ file: join(dir, "baseline.db"), port: PORT === undefined ? undefined : PORT + 1 });
  const sides = [app, baseline];
  const states = new Map(sides.map((s) => [s.name, { rate: 100 }]));
  console.log(`[bench] warming up both servers; ${SCENARIOS.length} measurements × ${REPS} turns × ${SECONDS} s each`);
  for (const server of sides) {
    const state = states.get(server.name);
    state.readPool = await readPool(server);
    await measure(server, SCENARIOS[0], state);
    await measure(server, SCENARIOS[2], state);
  }
  const results = [];
  for (const scenario of SCENARIOS) {
    const runs = new Map(sides.map((s) => [s.name, []]));
    for (let rep = 0; rep < REPS; rep++)
      for (const server of sides) runs.get(server.name).push(await measure(server, scenario, states.get(server.name)));
    const row = { ...scenario, app: summarise(runs.get("deckside")), baseline: summarise(runs.get("baseline")) };
    results.push(row);
    const f = (s) =>
      `${s.rate.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, CPU ${s.cpuPerRequest.toFixed(2)} ms/req`;
    console.log(`[bench] ${scenario.label}\n  deckside: ${f(row.app)}\n  baseline: ${f(row.baseline)}`);
    for (const side of ["app", "baseline"])
      if (Object.keys(row[side].failures).length > 0)
        console.log(`  ${side} failures: ${JSON.stringify(row[side].failures)}`);
  }
  // Scoreboard page: Deckside only (the baseline serves no pages), the pool of 50-round sessions read above, in turn;
  // by a viewer, then by a scoring phone (the game's edit cookie: the edit view, decision 025).
  const pages = [];
  const pool = states.get(app.name).readPool;
  const phones = [
    { key: "page", what: "scoreboard page (50 rounds)", headers: () => ({}) },
    {
      key: "page-scorer",
      what: "scoreboard page, scoring phone (50 rounds)",
      headers: (session) => ({ cookie: `deckside-edit-${session.id}=${session.token}` }),
    },
  ];
  for (const { key, what, headers } of phones) {
    const session = rotating(pool);
    const page = async () => {
      const s = session();
      return { method: "GET", path: `/sessions/${s.id}`, headers: headers(s) };
    };
    // Warm-up, not counted: every game of the pool shown once, so the turns read games this server has shown before
    // (its page cache holds about a hundred, decision 025), not one game again and again nor a first render of each.
    const warm = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < pool.length; i++) await send(warm, app.port, await page());
    warm.destroy();
    for (const connections of [1, 50]) {
      const runs = [];
      for (let rep = 0; rep < REPS; rep++) {
        const cpu0 = cpuMs(app.pid);
        const run = await load({ port: app.port, connections, durationMs: SECONDS * 1000, next: page });
        runs.push({ ...run, cpu: cpuMs(app.pid) - cpu0 });
      }
      const label = `${what}, ${connections} connection${connections === 1 ? "" : "s"}`;
      const row = { key: `${key}-${connections}`, label, app: summarise(runs) };
      pages.push(row);
      const a = row.app;
      console.log(
        `[bench] ${label}\n  deckside: ${a.rate.toFixed(0)} req/s, p50 ${a.p50.toFixed(2)} ms, p99 ${a.p99.toFixed(2)} ms, CPU ${a.cpuPerRequest.toFixed(2)} ms/req`,
      );
      if (Object.keys(a.failures).length > 0) console.log(`  deckside failures: ${JSON.stringify(a.failures)}`);
    }
  }
  await notePart("the API and scoreboard load");
  if (SERVER_ONLY) {
    const memory = { app: rssMiB(app.pid), baseline: rssMiB(baseline.pid), parts: memoryParts };
    const when = `${before.date}, load average ${before.load} → ${machine().load}`;
    console.log(`\n[bench] ${DIST_DIR}, ${summaryLine(results, memory, when, pages)}`);
  } else await fullReport(app, baseline, dir, results, pages);
} finally {
  app.stop();
  baseline?.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** The league and phone parts, server memory after everything, BENCHMARKS.md and the history line. */
async function fullReport(app, baseline, dir, results, pages) {
  // League standings and page at 1k, 10k and 100k games (bench/league.mjs).
  const leagueRows = await benchLeague(app, join(dir, "deckside.db"));
  await notePart("the league part");
  const phone = await phonePart(app, { table: !SKIP_TABLE, seconds: SECONDS, reps: REPS });
  await notePart("the phone part");
  // Last, after every part: what the server keeps.
  const memory = { app: rssMiB(app.pid), baseline: rssMiB(baseline.pid), parts: memoryParts };
  const report = writeReport({
    results,
    pages,
    phone,
    memory,
    machine: { ...before, loadAfter: machine().load },
    seconds: SECONDS,
    reps: REPS,
    tookSeconds: (Date.now() - started) / 1000,
  });
  const leagueSummary = writeLeagueReport(leagueRows, before.date);
  console.log(
    `\n${report.summary}\n${leagueSummary}\n[bench] wrote BENCHMARKS.md in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
