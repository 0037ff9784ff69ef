// Starting and stopping the two servers `npm run bench` compares: Deckside's production build and the baseline.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { migrate } from "../scripts/lib/migrate.mjs";
import { processTree } from "./proc.mjs";

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

/** The production build in `distDir`; builds it (scripts/build.mjs) when it is missing or for another provider. */
export function ensureBuild(distDir, url) {
  const marker = join(distDir, "deckside-provider.txt");
  if (existsSync(join(distDir, "BUILD_ID")) && existsSync(marker) && readFileSync(marker, "utf8") === "sqlite") return;
  console.log(`[bench] no production build in ${distDir}: building (a minute or two)...`);
  // next build adds the build directory to tsconfig.json: put the committed file back afterwards.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  return new Promise((resolve, reject) => {
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
}

function started(name, child, port) {
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
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
  };
}

/** Deckside's production build from `distDir` on a fresh, migrated SQLite file; on `port` if given, else a free one. */
export async function startApp({ distDir, url, port: wanted }) {
  await migrate(url);
  // A fixed port when asked (BENCH_APP_PORT: several people run parts of the bench at once), else a free one.
  const port = wanted ?? (Number(process.env.BENCH_APP_PORT) || (await freePort()));
  // What `npm start` serves (scripts/server.mjs: Next as a custom server behind the front, decision 020).
  const child = spawn(process.execPath, [join("scripts", "server.mjs")], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: url,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
  });
  const server = started("deckside", child, port);
  try {
    await waitUntilUp(child, port, "/api/health", "Deckside");
  } catch (error) {
    server.stop();
    throw new Error(`${error.message}\n${server.log()}`);
  }
  return server;
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
