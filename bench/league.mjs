// The league part of `npm run bench`: standings API and league page at 1k, 10k and 100k generated games, cold
// (the first request after the league is written) and warm, read from the stored standings, and at 1k and 10k
// also computed from the results as before they were stored (the same league with its store marked unbuilt).
// Targets (issue 10): standings < 50 ms and page < 150 ms at 10k; growth from 10k to 100k no worse than linear.
// Issue 28's four figures of the league page at 10k games: its HTML, the server's CPU per warm view, the first view
// from a fresh server process, and Lighthouse (median of 3; BENCH_LEAGUE_LIGHTHOUSE=0 leaves it out).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import Database from "better-sqlite3";
import { measureLighthouse } from "./browser.mjs";
import { seedLeague } from "./league-seed.mjs";
import { ninesGame } from "./pages.mjs";
import { cpuMs } from "./proc.mjs";
import { freePort, startApp } from "./servers.mjs";

/** Issue 28's targets for the league page at 10k games. */
export const PAGE_TARGETS = { kB: 80, cpuMs: 30, freshMs: 300, lighthouse: 95 };
const LIGHTHOUSE = process.env.BENCH_LEAGUE_LIGHTHOUSE !== "0";

const SIZES = (process.env.BENCH_LEAGUE_SIZES ?? "1000,10000,100000").split(",").map(Number);
/** Warm requests per figure at most, and the time they may take. */
const WARM_REQUESTS = 15;
const WARM_MS = 2500;
/** The old path (a replay per view) only up to this size: at 100k games one view takes many seconds. */
const COMPUTED_UP_TO = Number(process.env.BENCH_LEAGUE_COMPUTED_UP_TO ?? 10_000);

function get(agent, port, path) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get({ agent, host: "127.0.0.1", port, path }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, ms: performance.now() - t0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function timed(agent, port, path) {
  const answer = await get(agent, port, path);
  if (answer.status !== 200) throw new Error(`[bench] league: ${path} answered ${answer.status}`);
  return answer;
}

/**
 * Cold (the first request) and warm (median of the next ones) milliseconds for `path`, its size, and the server's
 * CPU per warm request (`pid`'s process tree, from /proc: what the warm requests cost, not their wait).
 */
async function measure(agent, port, path, warmRequests = WARM_REQUESTS, pid = null) {
  const cold = await timed(agent, port, path);
  const warm = [];
  const until = performance.now() + WARM_MS;
  const cpu0 = pid ? cpuMs(pid) : 0;
  while (warm.length < warmRequests && (warm.length < 3 || performance.now() < until))
    warm.push((await timed(agent, port, path)).ms);
  const cpu = pid ? (cpuMs(pid) - cpu0) / warm.length : null;
  warm.sort((a, b) => a - b);
  return { cold: cold.ms, warm: warm[Math.floor(warm.length / 2)], kB: Buffer.byteLength(cold.body) / 1024, cpu };
}

/**
 * The league page's first view from a server process started for it (the same build on the same database): what a
 * league's first visitor after a restart waits for, with every module, the database client and the route loaded
 * on that request. The process is stopped right after.
 */
async function freshView(app, path) {
  const fresh = await startApp({ distDir: app.distDir, url: app.url, port: await freePort() });
  const agent = new http.Agent({ keepAlive: false });
  try {
    return (await timed(agent, fresh.port, path)).ms;
  } finally {
    agent.destroy();
    fresh.stop();
  }
}

/** Lighthouse (mobile, median of its runs) on the league page at `path`, as bench/browser.mjs audits every page. */
async function leagueLighthouse(app, path) {
  const base = `http://127.0.0.1:${app.port}`;
  const session = await ninesGame(base);
  const setup = {
    base,
    join: `/sessions/${session.id}/join?token=${encodeURIComponent(session.token)}`,
    pages: [{ key: "league-10k", label: "league, 10,000 games", path }],
  };
  const [row] = await measureLighthouse(setup, ["league-10k"]);
  return row;
}

function setStored(file, leagueId, storedGames) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  // A write behind the app's back: it moves the page cache's stamp as the app's writes do (decision 040), or the
  // computed page would be answered from memory.
  db.prepare(`UPDATE "League" SET "storedGames" = ?, "version" = "version" + 1 WHERE id = ?`).run(
    storedGames,
    leagueId,
  );
  db.close();
}

/**
 * Runs the league bench against the running app (`app.port`) whose SQLite database is `file`. `afterSize(games)`
 * runs after each league size (bench/lab/part.mjs prints the server's memory there).
 */
export async function benchLeague(app, file, { afterSize } = {}) {
  const rows = [];
  for (const games of SIZES) {
    const t0 = performance.now();
    const { leagueId } = seedLeague(file, games);
    const seedSeconds = (performance.now() - t0) / 1000;
    // A fresh connection after seeding: the server closes one idle for longer than its keep-alive timeout.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const api = `/api/v1/leagues/${leagueId}/standings`;
      const page = `/leagues/${leagueId}`;
      const row = {
        games,
        seedSeconds,
        standings: await measure(agent, app.port, api),
        page: await measure(agent, app.port, page, WARM_REQUESTS, app.pid),
        freshMs: await freshView(app, page),
      };
      if (games === 10_000 && LIGHTHOUSE) row.lighthouse = await leagueLighthouse(app, page);
      // The stored table must be the computed one (the filter by game reads the results and replays them).
      if (games <= COMPUTED_UP_TO) {
        const stored = JSON.parse((await timed(agent, app.port, api)).body).standings;
        const computed = JSON.parse((await timed(agent, app.port, `${api}?game=nines`)).body).standings;
        if (JSON.stringify(stored) !== JSON.stringify(computed))
          throw new Error(`[bench] league of ${games}: the stored standings differ from the computed ones`);
        setStored(file, leagueId, -1);
        row.computed = {
          standings: await measure(agent, app.port, api, 3),
          page: await measure(agent, app.port, page, 3),
        };
        setStored(file, leagueId, games);
      }
      rows.push(row);
      const f = (m) => `cold ${m.cold.toFixed(1)} ms, warm ${m.warm.toFixed(1)} ms`;
      console.log(
        `[bench] league of ${games} games (seeded in ${seedSeconds.toFixed(1)} s): standings ${f(row.standings)}; page ${f(row.page)} (${row.page.kB.toFixed(0)} kB, server CPU ${row.page.cpu.toFixed(1)} ms per warm view, first view from a fresh process ${row.freshMs.toFixed(0)} ms)` +
          (row.computed
            ? `; computed as before: standings ${f(row.computed.standings)}, page ${f(row.computed.page)}`
            : ""),
      );
    } finally {
      agent.destroy();
    }
    await afterSize?.(games);
  }
  const ten = rows.find((r) => r.games === 10_000);
  if (ten) for (const line of pageTargetLines(ten)) console.log(`[bench] ${line}`);
  return rows;
}

/** Issue 28's four figures of the league page at 10k games against their targets, one line each. */
export function pageTargetLines(ten) {
  const met = (ok) => (ok ? "met" : "MISSED");
  const lighthouse = ten.lighthouse;
  return [
    `league page at 10k games, HTML ${ten.page.kB.toFixed(1)} kB (target ≤ ${PAGE_TARGETS.kB} kB): ${met(ten.page.kB <= PAGE_TARGETS.kB)}`,
    `league page at 10k games, server CPU per warm view ${ten.page.cpu.toFixed(1)} ms (target ≤ ${PAGE_TARGETS.cpuMs} ms): ${met(ten.page.cpu <= PAGE_TARGETS.cpuMs)}`,
    `league page at 10k games, first view from a fresh process ${ten.freshMs.toFixed(0)} ms (target ≤ ${PAGE_TARGETS.freshMs} ms): ${met(ten.freshMs <= PAGE_TARGETS.freshMs)}`,
    lighthouse
      ? `league page at 10k games, Lighthouse ${lighthouse.performance} (median of ${lighthouse.samples.performance.length}: ${lighthouse.samples.performance.join(", ")}; target ≥ ${PAGE_TARGETS.lighthouse}): ${met(lighthouse.performance >= PAGE_TARGETS.lighthouse)}`
      : "league page at 10k games, Lighthouse: not run (BENCH_LEAGUE_LIGHTHOUSE=0)",
  ];
}

/** Whether growth from `a` to `b` games is no worse than linear (with 20 % for noise). */
const linear = (a, b, key) => !a || !b || b[key].warm / a[key].warm <= (1.2 * b.games) / a.games;

/** The league section of BENCHMARKS.md, put before its targets; and a line for bench/history.md. */
export function writeLeagueReport(rows, when) {
  const ms = (v) => (v === undefined ? "" : `${v.toFixed(1)} ms`);
  const at = (n) => rows.find((r) => r.games === n);
  const ten = at(10_000);
  const hundred = at(100_000);
  const lines = [
    "## League at scale",
    "",
    "Generated leagues (eight members, four a game, ten games an evening) written straight into the app's database;",
    "cold is the first request after the league is written, warm the median of the next ones (one connection).",
    "Stored: the standings as kept with every write (docs/decisions/009-stored-standings.md); computed: the same",
    "league with its store marked unbuilt, so the app replays every result per view as it did before.",
    "",
    "| games | standings API cold | warm | league page cold | warm | page size | computed: standings warm | computed: page warm |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.games.toLocaleString("en")} | ${ms(r.standings.cold)} | ${ms(r.standings.warm)} | ${ms(r.page.cold)} | ${ms(r.page.warm)} | ${r.page.kB.toFixed(0)} kB | ${ms(r.computed?.standings.warm)} | ${ms(r.computed?.page.warm)} |`,
    ),
    "",
    "| target | now | met |",
    "|---|---|---|",
    `| league standings < 50 ms at 10k games | ${ms(ten?.standings.warm)} | ${ten && ten.standings.warm < 50 ? "met" : "**missed**"} |`,
    `| league page < 150 ms at 10k games | ${ms(ten?.page.warm)} | ${ten && ten.page.warm < 150 ? "met" : "**missed**"} |`,
    ...(ten ? pageTargetLines(ten).map((line) => `| ${line.replace(/: (met|MISSED)$/, " | $1")} |`) : []),
    `| growth 10k → 100k no worse than linear | standings ×${hundred && ten ? (hundred.standings.warm / ten.standings.warm).toFixed(1) : "?"}, page ×${hundred && ten ? (hundred.page.warm / ten.page.warm).toFixed(1) : "?"} | ${linear(ten, hundred, "standings") && linear(ten, hundred, "page") ? "met" : "**missed**"} |`,
    "",
  ];
  if (existsSync("BENCHMARKS.md")) {
    const report = readFileSync("BENCHMARKS.md", "utf8");
    const cut = report.indexOf("## Targets of issue 10");
    writeFileSync(
      "BENCHMARKS.md",
      cut < 0
        ? `${report.trimEnd()}\n\n${lines.join("\n")}`
        : `${report.slice(0, cut)}${lines.join("\n")}\n${report.slice(cut)}`,
    );
  }
  const part = (r) =>
    `${r.games / 1000}k standings ${ms(r.standings.warm)} (cold ${ms(r.standings.cold)}), page ${ms(r.page.warm)}` +
    (r.computed ? ` [computed: ${ms(r.computed.standings.warm)}, page ${ms(r.computed.page.warm)}]` : "");
  return `${when}: league ${rows.map(part).join("; ")}`;
}
