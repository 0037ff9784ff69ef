// Applies the committed Prisma migrations without Prisma's native schema engine (which cannot be downloaded
// everywhere). Same folders and same `_prisma_migrations` bookkeeping as `prisma migrate deploy`, so the
// official CLI keeps working wherever it can run. See docs/decisions/002-migrations-without-engine.md.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { providerOf, sqlitePath } from "./database-url.mjs";

const TABLE_SQL = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
    "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
    "started_at" DATETIME NOT NULL DEFAULT current_timestamp, "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`,
  postgresql: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`,
};

function pendingMigrations(root, provider, applied) {
  const folder = join(root, "prisma", provider, "migrations");
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !applied.has(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(folder, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// How long a second runner waits for the first one's lock (a migration of a big database can take a while).
const LOCK_WAIT_MS = 120_000;
// The key Prisma's own `migrate deploy` locks on, so this runner and the official CLI never overlap either.
const ADVISORY_LOCK_KEY = 72707369;

async function sqliteDriver(url) {
  const { default: Database } = await import("better-sqlite3");
  const file = sqlitePath(url);
  if (dirname(file) && !existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: LOCK_WAIT_MS });
  return {
    // BEGIN IMMEDIATE takes the database's write lock at once (a second runner waits for it, up to the busy
    // timeout); the whole run is that one transaction, each migration a savepoint within it.
    locked: async (fn) => {
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = await fn();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    begin: "SAVEPOINT migration",
    commit: "RELEASE migration",
    rollback: "ROLLBACK TO migration; RELEASE migration",
    exec: async (sql) => db.exec(sql),
    query: async (sql) => db.prepare(sql).all(),
    record: (m) =>
      db
        .prepare(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES (?, ?, ?, ?, ?, 1)`,
        )
        .run(randomUUID(), m.checksum, m.name, Date.now(), Date.now()),
    close: async () => db.close(),
  };
}

async function postgresDriver(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    // A session-level advisory lock: a second runner waits here, then finds the migrations applied.
    locked: async (fn) => {
      await client.query(`SET lock_timeout = ${LOCK_WAIT_MS}`);
      await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
      try {
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
      }
    },
    begin: "BEGIN",
    commit: "COMMIT",
    rollback: "ROLLBACK",
    exec: async (sql) => client.query(sql),
    query: async (sql) => (await client.query(sql)).rows,
    record: (m) =>
      client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      ),
    close: async () => client.end(),
  };
}

async function inTransaction(db, fn) {
  await db.exec(db.begin);
  try {
    await fn();
    await db.exec(db.commit);
  } catch (error) {
    await db.exec(db.rollback);
    throw error;
  }
}

/**
 * Applies every migration not yet applied, each in its own transaction, holding a lock so that servers
 * starting together migrate one after the other. Returns the names applied.
 */
export async function migrate(url, { root = process.cwd(), log = () => {} } = {}) {
  const provider = providerOf(url);
  const db = provider === "sqlite" ? await sqliteDriver(url) : await postgresDriver(url);
  try {
    return await db.locked(() => applyPending(db, provider, root, log));
  } finally {
    await db.close();
  }
}

async function applyPending(db, provider, root, log) {
  await db.exec(TABLE_SQL[provider]);
  const rows = await db.query(`SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations"`);
  const failed = rows.find((row) => !row.finished_at && !row.rolled_back_at);
  if (failed) throw new Error(`Migration ${failed.migration_name} failed earlier; resolve it before starting.`);
  const applied = new Set(rows.filter((row) => row.finished_at).map((row) => row.migration_name));
  const pending = pendingMigrations(root, provider, applied);
  for (const migration of pending) {
    // One transaction per migration: a half-applied migration never sticks.
    await inTransaction(db, async () => {
      await db.exec(migration.sql);
      await db.record(migration);
    });
    log(`applied migration ${migration.name}`);
  }
  return pending.map((m) => m.name);
}
