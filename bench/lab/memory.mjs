// The server's memory under the bench's server work, for server options side by side (docs/decisions/
// 024-server-memory.md): `node bench/lab/memory.mjs [label=options ...]`, where options are Node flags and NAME=value
// environment entries joined by spaces, e.g. `default= "small=--max-semi-space-size=4 MALLOC_ARENA_MAX=2"`. With no
// arguments: the options `npm start` uses (scripts/lib/server-runtime.mjs) and none.
// Each run starts the production build (NEXT_DIST_DIR, default .next-bench; built by `npm run bench` or
// bench/lab/part.mjs) on a fresh database, writes leagues of 1k, 10k and 100k games into it (BENCH_LEAGUE_SIZES), then
// without pauses: every league's standings and page warm, computed as before (store marked unbuilt) and
// filtered; BENCH_MEMORY_SECONDS (default 10) of round submits, session reads and scoreboard pages at 50
// connections; the RSS after each step, the highest seen (sampled every 100 ms), and after 10 s idle.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import * as runtime from "../../scripts/lib/server-runtime.mjs";
import { seedLeague } from "../league-seed.mjs";
import { load, send } from "../load.mjs";
import { rssMiB } from "../proc.mjs";
import { newSession, roundRequest } from "../requests.mjs";
import { memoryLine, memoryOf, parseOptions, startApp } from "../servers.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const SIZES = (process.env.BENCH_LEAGUE_SIZES ?? "1000,10000,100000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 10);

/** "label=--flag NAME=value" → { label, nodeArgs, env }. */
function parseConfig(text) {
  const at = text.indexOf("=");
  return { label: text.slice(0, at), ...parseOptions(text.slice(at + 1)) };
}

const configs =
  process.argv.length > 2
    ? process.argv.slice(2).map(parseConfig)
    : [
        { label: "npm start's", nodeArgs: [], env: {} },
        { label: "none", nodeArgs: [], env: {}, bare: true },
      ];
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");

const dir = mkdtempSync(join(tmpdir(), "deckside-memory-"));
try {
  for (const config of configs) await runOne(config);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

async function runOne(config) {
  const file = join(dir, `${config.label.replace(/\W/g, "_")}.db`);
  // A bare run leaves out npm start's own options: their effect is the difference to it.
  const bare = config.bare ? { nodeArgs: [], env: {} } : undefined;
  const server = await startApp({
    distDir: DIST_DIR,
    url: `file:${file}`,
    nodeArgs: config.nodeArgs,
    env: config.env,
    runtime: bare,
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.pid));
  }, 100);
  const steps = [];
  const note = async (step) => {
    const memory = await memoryOf(server);
    steps.push(`${step} ${memory.rss.toFixed(0)}`);
    console.log(`  ${step}: ${memoryLine(memory)}`);
  };
  const started = performance.now();
  try {
    const base = config.bare ? { nodeArgs: [], env: {} } : runtime;
    const options = [
      ...base.nodeArgs,
      ...config.nodeArgs,
      ...Object.entries({ ...base.env, ...config.env }).map(([k, v]) => `${k}=${v}`),
    ];
    console.log(`[memory] ${config.label}: ${options.join(" ") || "(no options)"}`);
    await note("start-up");
    // Written while the server runs, as `npm run bench` does (a server started on them would first check every
    // game at start-up: instrumentation.ts).
    const leagues = SIZES.map((games) => ({ games, ...seedLeague(file, games) }));
    await note("seeding");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = async (path) => {
      const answer = await send(agent, server.port, { path });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    };
    const db = new Database(file);
    for (const { games, leagueId } of leagues) {
      const api = `/api/v1/leagues/${leagueId}/standings`;
      const page = `/leagues/${leagueId}`;
      for (let i = 0; i < 10; i++) {
        await get(api);
        await get(page);
      }
      if (games <= 10_000) {
        await get(`${api}?game=nines`);
        db.prepare(`UPDATE "League" SET "storedGames" = -1 WHERE id = ?`).run(leagueId);
        for (let i = 0; i < 3; i++) {
          await get(api);
          await get(page);
        }
        db.prepare(`UPDATE "League" SET "storedGames" = ? WHERE id = ?`).run(games, leagueId);
      }
      await note(`league of ${games}`);
    }
    db.close();
    const target = await newSession(server.port, agent);
    for (let i = 0; i < 50; i++) await send(agent, server.port, roundRequest(target));
    agent.destroy();
    const current = [];
    const kinds = [
      async (w, a) => {
        let s = current[w];
        if (!s || s.rounds >= 50) s = current[w] = await newSession(server.port, a);
        return roundRequest(s);
      },
      async () => ({ path: `/api/v1/sessions/${target.id}` }),
      async () => ({ path: `/sessions/${target.id}` }),
    ];
    for (const next of kinds) await load({ port: server.port, connections: 50, durationMs: SECONDS * 1000, next });
    await note("load");
    await new Promise((r) => setTimeout(r, 10_000));
    await note("10 s idle");
    const took = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `[memory] ${config.label}: RSS ${steps.join(", ")}; peak ${peak.toFixed(0)} MiB; ${took} s; load average ${loadNow()}`,
    );
  } finally {
    clearInterval(sampler);
    server.stop();
  }
}
