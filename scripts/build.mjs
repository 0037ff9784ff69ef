// npm run build: Prisma client for the provider of DATABASE_URL, the Next.js production build, then the service
// worker (Serwist, serwist.config.mjs: it precaches what the build produced).
// The provider is recorded beside the build so `npm start` knows when a rebuild is needed.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runBuildCommand } from "@serwist/cli";
import { databaseUrl, providerOf } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";

const url = databaseUrl();
const provider = providerOf(url);
generateClient(url);
execFileSync(join("node_modules", ".bin", "next"), ["build"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
const { default: workerConfig } = await import("../serwist.config.mjs");
await runBuildCommand({ config: workerConfig, watch: false });
writeFileSync(join(process.env.NEXT_DIST_DIR || ".next", "deckside-provider.txt"), provider);
