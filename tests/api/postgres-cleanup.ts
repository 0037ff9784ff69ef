// Global set-up of the API suite: with TEST_POSTGRES_URL, every test file makes a database of its own (setup.ts);
// this names the run, and drops the run's databases once every file is done, so a shared server is left clean.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresRun: string;
  }
}

export const DATABASE_PREFIX = "deckside_test_";

export default function setup(project: TestProject) {
  const run = randomBytes(4).toString("hex");
  project.provide("postgresRun", run);
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) return;
  return async () => {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
        `${DATABASE_PREFIX}${run}_%`,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      console.log(`(PostgreSQL: dropped the run's ${rows.length} test databases.)`);
    } finally {
      await admin.end();
    }
  };
}
