// Generates the Prisma client for the provider of DATABASE_URL. Prisma's CLI would download its native
// schema engine first; generation never runs it, so pointing it at /bin/false keeps this offline.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export function generateClient(url) {
  execFileSync(join("node_modules", ".bin", "prisma"), ["generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: url,
      PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    },
  });
}
