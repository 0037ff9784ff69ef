// Where the server's CPU goes: starts the production build (NEXT_DIST_DIR, default .next-bench) under
// `node --cpu-prof`, loads one of the bench's requests on it, stops it and prints the functions with the most self
// and total time. Usage: node bench/profile.mjs <submit|read|page> [seconds] [connections]
// PORT picks the server's port (default: a free one); PROFILE_DIR keeps the .cpuprofile (default: a temp dir).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "../scripts/lib/migrate.mjs";
import { load, send } from "./load.mjs";
import { cpuMs } from "./proc.mjs";
import { freePort } from "./servers.mjs";

const [kind = "read", seconds = "5", connections = "1"] = process.argv.slice(2);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const dir = mkdtempSync(join(tmpdir(), "deckside-profile-"));
const profileDir = process.env.PROFILE_DIR || join(dir, "profile");
mkdirSync(profileDir, { recursive: true });
const url = `file:${join(dir, "deckside.db")}`;
await migrate(url);
const port = Number(process.env.PORT) || (await freePort());
const child = spawn(
  process.execPath,
  [
    "--cpu-prof",
    `--cpu-prof-dir=${profileDir}`,
    join("node_modules", "next", "dist", "bin", "next"),
    "start",
    "-p",
    String(port),
    "-H",
    "127.0.0.1",
  ],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, DATABASE_URL: url },
  },
);

async function up() {
  for (let i = 0; i < 300; i++) {
    try {
      const agent = new Agent();
      const answer = await send(agent, port, { path: "/api/health" });
      agent.destroy();
      if (answer.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not come up");
}

async function newSession(agent) {
  const created = await send(agent, port, {
    method: "POST",
    path: "/api/v1/sessions",
    body: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { threshold: 10000 } },
  });
  const [winner, ...others] = created.body.players.map((p) => p.id);
  return { id: created.body.id, token: created.body.token, winner, others, rounds: 0 };
}

function roundRequest(session) {
  const n = ++session.rounds;
  const hands = Object.fromEntries(session.others.map((id, k) => [id, 1 + ((n + k * 3) % 9)]));
  return {
    method: "POST",
    path: `/api/v1/sessions/${session.id}/rounds`,
    token: session.token,
    body: { winner: session.winner, hands },
  };
}

// The measured run in the profile's clock (both are CLOCK_MONOTONIC, in µs): start-up and warm-up are left out.
const window = { from: 0n, to: 0n };
try {
  await up();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = await newSession(agent);
  for (let i = 0; i < 50; i++) await send(agent, port, roundRequest(target));
  const sessions = [];
  for (let i = 0; i < 40; i++) sessions.push(await newSession(agent));
  agent.destroy();
  const current = [];
  const next =
    kind === "submit"
      ? async (w, a) => {
          let s = current[w];
          if (!s || s.rounds >= 50) s = current[w] = sessions.pop() ?? (await newSession(a));
          return roundRequest(s);
        }
      : async () => ({ path: kind === "page" ? `/sessions/${target.id}` : `/api/v1/sessions/${target.id}` });
  // Warm-up (JIT, Next's lazy route loading), then the measured run.
  await load({ port, connections: 1, durationMs: 1000, next });
  const cpu0 = cpuMs(child.pid);
  window.from = process.hrtime.bigint() / 1000n;
  const run = await load({ port, connections: Number(connections), durationMs: Number(seconds) * 1000, next });
  window.to = process.hrtime.bigint() / 1000n;
  const cpu = cpuMs(child.pid) - cpu0;
  console.log(
    `[profile] ${kind}: ${run.count} requests, ${(run.count / (run.busyMs / 1000)).toFixed(0)} req/s, CPU ${(cpu / run.count).toFixed(2)} ms/req (profiler on), failures ${JSON.stringify(run.failures)}`,
  );
} finally {
  child.kill("SIGINT");
  await new Promise((r) => child.on("exit", r));
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
