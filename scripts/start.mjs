// npm start: one command from a fresh clone to a served app. Applies migrations, builds when no build
// exists (or it was made for another database provider), then serves on PORT (default 3000) at HOST (default: every
// interface; HOST=127.0.0.1 keeps it to this machine, e.g. behind a reverse proxy).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { databaseUrl, providerOf } from "./lib/database-url.mjs";
import { migrate } from "./lib/migrate.mjs";
import * as runtime from "./lib/server-runtime.mjs";

const url = databaseUrl();
const provider = providerOf(url);
const port = process.env.PORT || "3000";
const host = process.env.HOST || "";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const buildMarker = join(distDir, "deckside-provider.txt");
const bin = (name) => join("node_modules", ".bin", name);

await migrate(url, { log: (line) => console.log(`[deckside] ${line}`) });

const built =
  existsSync(join(distDir, "BUILD_ID")) &&
  existsSync(join("public", "sw.js")) &&
  existsSync(buildMarker) &&
  readFileSync(buildMarker, "utf8") === provider;
if (!built) {
  console.log("[deckside] no production build yet: building (about a minute)...");
  execFileSync(process.execPath, [join("scripts", "build.mjs")], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
}

console.log(`[deckside] serving on http://${host || "localhost"}:${port} (database: ${provider})`);
const server = spawn(
  process.execPath,
  [...runtime.nodeArgs, bin("next"), "start", "-p", port, ...(host ? ["-H", host] : [])],
  {
    stdio: "inherit",
    env: { ...process.env, ...runtime.env, DATABASE_URL: url },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
