// Starting and stopping the two servers `npm run bench` compares: Deckside's production build and the baseline.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve as resolvePath } from "node:path";
import { migrate } from "../scripts/lib/migrate.mjs";
import * as runtime from "../scripts/lib/server-runtime.mjs";
import { buildDecision, currentStamp, inspectBuild, writeStamp } from "./build-stamp.mjs";
import { processTree, rssMiB } from "./proc.mjs";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function healthy(port, path) {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
  });
}

async function waitUntilUp(child, port, path, name) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was up`);
    if (await healthy(port, path)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer ${path} within 60 s`);
}

/**
 * The production build in `distDir`; builds it (scripts/build.mjs) when it is missing, made for another database,
 * or made from other sources than those on disk now (bench/build-stamp.mjs). Says which in the output.
 */
export async function ensureBuild(distDir, url) {
  const now = currentStamp();
  const decision = buildDecision(inspectBuild(distDir), now);
  if (!decision.rebuild) {
    console.log(`[bench] reusing the production build in ${distDir}: ${decision.why}`);
    return;
  }
  console.log(`[bench] building into ${distDir} (a minute or two): ${decision.why}`);
  // next build adds the build directory to tsconfig.json: put the committed file back afterwards.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join("scripts", "build.mjs")], {
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: distDir, DATABASE_URL: url },
    });
    child.on("exit", (code) => {
      writeFileSync("tsconfig.json", tsconfig);
      if (code === 0) resolve();
      else reject(new Error(`build failed with code ${code}`));
    });
  });
  // The sources as they were when the build started (an edit during the build makes the next run rebuild).
  writeStamp(distDir, now);
}

function started(name, child, port) {
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.on("exit", () => resolve());
  });
  return {
    name,
    port,
    pid: child.pid,
    child,
    log: () => log.slice(-4000),
    // Kill the whole tree: `next start` may have started workers of its own.
    stop: () => {
      for (const pid of processTree(child.pid).reverse()) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {}
      }
    },
    /** SIGINT, so Node writes what it writes at exit (a --cpu-prof profile); resolves when the server is gone. */
    stopGently: () => {
      child.kill("SIGINT");
      return exited;
    },
  };
}

/**
 * Deckside's production build from `distDir` on a fresh, migrated SQLite file; on `port` if given, else
 * BENCH_APP_PORT, else a free one. It runs with the Node options and environment `npm start` gives the server
 * (scripts/lib/server-runtime.mjs), plus `nodeArgs` and `env` (e.g. --cpu-prof), and with bench/memory-probe.cjs
 * preloaded, so `memoryOf(server)` can tell heap from native memory. `stdio: "inherit"` shows its output live;
 * `runtime` replaces npm start's options (bench/lab/memory.mjs compares them with none). `checkout` runs another
 * checkout's server and migrations (its own scripts/ and prisma/; bench/lab/ab.mjs compares two commits that way).
 */
export async function startApp({
  distDir,
  url,
  port: wanted,
  nodeArgs = [],
  env = {},
  stdio = "pipe",
  runtime: serverRuntime = runtime,
  checkout = process.cwd(),
}) {
  await migrate(url, { root: checkout });
  const port = wanted ?? (Number(process.env.BENCH_APP_PORT) || (await freePort()));
  const memoryFile = join(mkdtempSync(join(tmpdir(), "deckside-memory-")), "memory.json");
  const gc = process.env.BENCH_MEMORY_GC === "1" ? ["--expose-gc"] : [];
  const child = spawn(
    process.execPath,
    [
      ...serverRuntime.nodeArgs,
      ...gc,
      "--require",
      resolvePath("bench", "memory-probe.cjs"),
      ...nodeArgs,
      // What `npm start` serves (scripts/server.mjs: Next as a custom server behind the front, decision 020).
      join(checkout, "scripts", "server.mjs"),
    ],
    {
      cwd: checkout,
      stdio: ["ignore", stdio, stdio],
      env: {
        ...process.env,
        ...serverRuntime.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: distDir,
        DATABASE_URL: url,
        NEXT_TELEMETRY_DISABLED: "1",
        BENCH_MEMORY_FILE: memoryFile,
        PORT: String(port),
        HOST: "127.0.0.1",
        ...env,
      },
    },
  );
  const base = started("deckside", child, port);
  const forget = () => rmSync(dirname(memoryFile), { recursive: true, force: true });
  const server = {
    ...base,
    memoryFile,
    // What another process of the same build on the same data needs (bench/league.mjs: a fresh process's first view).
    distDir,
    url,
    stop: () => {
      base.stop();
      forget();
    },
    stopGently: async () => {
      await base.stopGently();
      forget();
    },
  };
  try {
    await waitUntilUp(child, port, "/api/health", "Deckside");
  } catch (error) {
    server.stop();
    throw new Error(`${error.message}\n${server.log()}`);
  }
  return server;
}

/** Server options written as Node flags and NAME=value entries joined by spaces → { nodeArgs, env }. */
export function parseOptions(text) {
  const words = text.split(" ").filter(Boolean);
  return {
    nodeArgs: words.filter((w) => w.startsWith("-")),
    env: Object.fromEntries(
      words.filter((w) => !w.startsWith("-")).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]),
    ),
  };
}

/**
 * The app server's memory now: the resident size of its process tree (what the issue's target counts) and, from
 * bench/memory-probe.cjs, V8's heap and external figures (and after a full GC with BENCH_MEMORY_GC=1). The probe's
 * part is null when it did not answer within ten seconds (two minutes when it writes a heap snapshot).
 */
export async function memoryOf(server) {
  const rss = rssMiB(server.pid);
  let seen = 0;
  try {
    seen = JSON.parse(readFileSync(server.memoryFile, "utf8")).seq;
  } catch {}
  process.kill(server.pid, "SIGUSR2");
  const deadline = Date.now() + (process.env.BENCH_HEAPSNAPSHOT_DIR ? 120_000 : 10_000);
  while (Date.now() < deadline) {
    try {
      const probe = JSON.parse(readFileSync(server.memoryFile, "utf8"));
      if (probe.seq > seen) return { rss, probe };
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return { rss, probe: null };
}

/** One line for the output: RSS, and heap used / reserved, external, the rest (native: SQLite, malloc, code). */
export function memoryLine({ rss, probe }) {
  const f = (n) => n.toFixed(0);
  if (!probe) return `RSS ${f(rss)} MiB`;
  const b = probe.before;
  const parts = [
    `RSS ${f(rss)} MiB`,
    `heap ${f(b.heapUsed)} of ${f(b.heapTotal)} MiB`,
    `external ${f(b.external)} MiB`,
    `other ${f(rss - b.heapTotal - b.external)} MiB`,
  ];
  // Diagnosis (BENCH_MEMORY_GC=1): the young generation's and the old one's reserved size as well.
  const space = (name) => b.spaces[name]?.size ?? 0;
  if (probe.afterGc) parts.push(`new space ${f(space("new_space"))} MiB, old space ${f(space("old_space"))} MiB`);
  if (probe.afterGc)
    parts.push(
      `after a full GC: heap ${f(probe.afterGc.heapUsed)} of ${f(probe.afterGc.heapTotal)} MiB, RSS ${f(probe.afterGc.rss)} MiB`,
    );
  return parts.join(", ");
}

/** bench/baseline.mjs on its own fresh SQLite file; on `port` if given, else a free one. */
export async function startBaseline({ file, port: wanted }) {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, [join("bench", "baseline.mjs"), String(port), file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = started("baseline", child, port);
  try {
    await waitUntilUp(child, port, "/health", "baseline");
  } catch (error) {
    server.stop();
    throw new Error(`${error.message}\n${server.log()}`);
  }
  return server;
}
