// Runs before each API test file, before lib/env.ts is imported: a fresh, migrated database of its own.
// SQLite by default; with TEST_POSTGRES_URL (e.g. postgresql://postgres@127.0.0.1:5433/postgres) a fresh
// PostgreSQL database instead — the Prisma client must then be generated for PostgreSQL (see README).

import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { inject } from "vitest";
// Every route handler checks its answers against the OpenAPI document (contract.ts).
import "./contract-hooks";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";
import { DATABASE_PREFIX } from "./postgres-cleanup";

async function freshPostgres(adminUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  // Named by run, so the global teardown (postgres-cleanup.ts) drops exactly this run's databases.
  const name = `${DATABASE_PREFIX}${inject("postgresRun")}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freshSqlite(): string {
  const dir = ".test-output/api";
  mkdirSync(dir, { recursive: true });
  return `file:./${dir}/${process.pid}-${randomBytes(4).toString("hex")}.db`;
}

const postgres = process.env.TEST_POSTGRES_URL;
process.env.DATABASE_URL = postgres ? await freshPostgres(postgres) : freshSqlite();
await migrate(process.env.DATABASE_URL);
