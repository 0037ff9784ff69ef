// npm run build: Prisma client for the provider of DATABASE_URL, then the Next.js production build.
// The provider is recorded beside the build so `npm start` knows when a rebuild is needed.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { databaseUrl, providerOf } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";

const url = databaseUrl();
const provider = providerOf(url);
generateClient(url);
execFileSync(join("node_modules", ".bin", "next"), ["build"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
writeFileSync(join(process.env.NEXT_DIST_DIR || ".next", "deckside-provider.txt"), provider);
