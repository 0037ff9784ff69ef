// npm start: one command from a fresh clone to a served app. Applies migrations, builds when no build
// exists (or it was made for another database provider), then serves on PORT (default 3000) at HOST (default: every
// interface; HOST=127.0.0.1 keeps it to this machine, e.g. behind a reverse proxy). The server is scripts/server.mjs
// (Next as a custom server behind the front for the hot API routes), started as a child with the runtime's options.
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

await migrate(url, { log: (line) => console.log(`[deckside] ${line}`) });

const built =
  existsSync(join(distDir, "BUILD_ID")) &&
  existsSync(join(distDir, "sw.js")) &&
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
// The server runs in its own `node` with the runtime's options (V8 and allocator sizing, decision 024): they must be
// set when a process starts, so they cannot apply to this one.
const server = spawn(process.execPath, [...runtime.nodeArgs, join("scripts", "server.mjs")], {
  stdio: "inherit",
  env: { ...process.env, ...runtime.env, DATABASE_URL: url, PORT: port, HOST: host },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 143)));
