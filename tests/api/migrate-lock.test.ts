// Two servers starting at once on an empty database both migrate it: the runner holds a lock (a PostgreSQL
// advisory lock, SQLite's write lock) while it reads what is applied and applies the rest.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";

const migrations = (provider: string) =>
  readdirSync(`prisma/${provider}/migrations`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** `npm run db:migrate` in its own process; resolves with its exit code and output. */
function runMigrate(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/migrate.mjs"], { env: { ...process.env, DATABASE_URL: url } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function appliedOnce(url: string, query: (sql: string) => Promise<Array<{ migration_name: string }>>) {
  const runs = await Promise.all([runMigrate(url), runMigrate(url), runMigrate(url)]);
  for (const run of runs) expect(run.code, run.output).toBe(0);
  const rows = await query(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`);
  return rows.map((r) => r.migration_name);
}

describe("migrations started three times at once", () => {
  it("on a fresh SQLite file: all three succeed and each migration is applied once", async () => {
    const { default: Database } = await import("better-sqlite3");
    mkdirSync(".test-output/api", { recursive: true });
    for (let trial = 0; trial < 3; trial++) {
      const file = `.test-output/api/migrate-${randomBytes(4).toString("hex")}.db`;
      try {
        const names = await appliedOnce(`file:./${file}`, async (sql) => {
          const db = new Database(file, { readonly: true });
          try {
            return db.prepare(sql).all() as Array<{ migration_name: string }>;
          } finally {
            db.close();
          }
        });
        expect(names).toEqual(migrations("sqlite"));
      } finally {
        for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
      }
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_POSTGRES_URL)(
    "on a fresh PostgreSQL database: the same",
    async () => {
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      const name = `deckside_lock_${randomBytes(6).toString("hex")}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_POSTGRES_URL!);
      url.pathname = `/${name}`;
      try {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          const names = await appliedOnce(url.toString(), async (sql) => (await client.query(sql)).rows);
          expect(names).toEqual(migrations("postgresql"));
        } finally {
          await client.end();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      }
    },
    60_000,
  );
});
