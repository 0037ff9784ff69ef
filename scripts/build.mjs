// npm run build: Prisma client for the provider of DATABASE_URL, the Next.js production build, then the service
// worker (Serwist, serwist.config.mjs: it precaches what the build produced).
// The provider is recorded beside the build so `npm start` knows when a rebuild is needed.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runBuildCommand } from "@serwist/cli";
import { databaseUrl, providerOf } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";

const url = databaseUrl();
// A worker an older build left in public/ would be served and precached in place of this build's own (serwist.config.mjs
// writes it into the dist dir now).
for (const file of ["sw.js", "sw.js.map"]) rmSync(join("public", file), { force: true });
const provider = providerOf(url);
generateClient(url);
execFileSync(join("node_modules", ".bin", "next"), ["build"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
const { default: workerConfig } = await import("../serwist.config.mjs");
await runBuildCommand({ config: workerConfig, watch: false });
writeFileSync(join(process.env.NEXT_DIST_DIR || ".next", "deckside-provider.txt"), provider);
