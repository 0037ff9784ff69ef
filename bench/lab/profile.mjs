// Where the server's CPU goes: starts the production build (NEXT_DIST_DIR, default .next-bench) under
// `node --cpu-prof`, loads one of the bench's requests on it, stops it and prints the functions with the most self
// and total time. Usage: node bench/lab/profile.mjs <submit|read|page|league> [seconds] [connections]
// `league`: the league page of a generated league of PROFILE_LEAGUE_GAMES games (default 10,000; bench/league-seed.mjs).
// PORT picks the server's port (default: a free one); PROFILE_DIR keeps the .cpuprofile (default: a temp dir).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedLeague } from "../league-seed.mjs";
import { load, send } from "../load.mjs";
import { cpuMs } from "../proc.mjs";
import { newSession as newSessionAt, roundRequest } from "../requests.mjs";
import { startApp } from "../servers.mjs";

const [kind = "read", seconds = "5", connections = "1"] = process.argv.slice(2);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const dir = mkdtempSync(join(tmpdir(), "deckside-profile-"));
const dbFile = join(dir, "deckside.db");
const profileDir = process.env.PROFILE_DIR || join(dir, "profile");
mkdirSync(profileDir, { recursive: true });
const server = await startApp({
  distDir: DIST_DIR,
  url: `file:${dbFile}`,
  port: Number(process.env.PORT) || undefined,
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  stdio: "inherit",
});
const { port } = server;
const newSession = (agent) => newSessionAt(port, agent);

// The measured run in the profile's clock (both are CLOCK_MONOTONIC, in µs): start-up and warm-up are left out.
const window = { from: 0n, to: 0n };
try {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = await newSession(agent);
  for (let i = 0; i < 50; i++) await send(agent, port, roundRequest(target));
  const sessions = [];
  for (let i = 0; i < 40; i++) sessions.push(await newSession(agent));
  agent.destroy();
  const league = kind === "league" ? seedLeague(dbFile, Number(process.env.PROFILE_LEAGUE_GAMES ?? 10_000)) : null;
  const current = [];
  const next =
    kind === "submit"
      ? async (w, a) => {
          let s = current[w];
          if (!s || s.rounds >= 50) s = current[w] = sessions.pop() ?? (await newSession(a));
          return roundRequest(s);
        }
      : league
        ? async () => ({ path: `/leagues/${league.leagueId}` })
        : async () => ({ path: kind === "page" ? `/sessions/${target.id}` : `/api/v1/sessions/${target.id}` });
  // Warm-up (JIT, Next's lazy route loading), then the measured run.
  await load({ port, connections: 1, durationMs: 1000, next });
  const cpu0 = cpuMs(server.pid);
  window.from = process.hrtime.bigint() / 1000n;
  const run = await load({ port, connections: Number(connections), durationMs: Number(seconds) * 1000, next });
  window.to = process.hrtime.bigint() / 1000n;
  const cpu = cpuMs(server.pid) - cpu0;
  console.log(
    `[profile] ${kind}: ${run.count} requests, ${(run.count / (run.busyMs / 1000)).toFixed(0)} req/s, CPU ${(cpu / run.count).toFixed(2)} ms/req (profiler on), failures ${JSON.stringify(run.failures)}`,
  );
} finally {
  // SIGINT, not a kill: Node writes the profile on its way out.
  await server.stopGently();
}

const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
if (!file) throw new Error("no profile written");
const profile = JSON.parse(readFileSync(join(profileDir, file), "utf8"));
report(profile);
if (!process.env.PROFILE_DIR) rmSync(dir, { recursive: true, force: true });
else console.log(`[profile] kept ${join(profileDir, file)}`);

function report({ nodes, samples, timeDeltas, startTime }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (n) => {
    const f = n.callFrame;
    const file = f.url.replace(/^.*\/(node_modules|\.next-bench|\.next)\//, "$1/");
    return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  let all = 0;
  let at = BigInt(startTime);
  samples.forEach((id, i) => {
    at += BigInt(timeDeltas[i] ?? 0);
    if (at < window.from || at > window.to) return;
    const dt = (timeDeltas[i] ?? 0) / 1000;
    all += dt;
    const node = byId.get(id);
    self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + dt);
    const seen = new Set();
    for (let n = node; n; n = byId.get(parent.get(n.id))) {
      const name = nameOf(n);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + dt);
    }
  });
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join("\n");
  console.log(`[profile] ${all.toFixed(0)} ms sampled\nself:\n${top(self, 40)}\ntotal:\n${top(total, 70)}`);
  // PROFILE_MATCH=<regex>: the total time of every function whose name or file matches (e.g. "proxy|middleware").
  if (process.env.PROFILE_MATCH) {
    const match = new RegExp(process.env.PROFILE_MATCH, "i");
    const picked = new Map([...total.entries()].filter(([name]) => match.test(name)));
    console.log(`matching ${match}:\n${top(picked, 60)}`);
  }
}
