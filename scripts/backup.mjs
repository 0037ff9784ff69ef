// npm run backup [-- <file>]: a consistent copy of the whole database, taken while the app runs.
// SQLite: a snapshot file made with SQLite's online backup API (better-sqlite3 `db.backup`), restored by copying it
// back while the app is stopped. PostgreSQL: every table as JSON, read in one snapshot transaction (pg_dump works
// too; see README "Where the data lives, and backups"). Default file: data/backups/deckside-<time>.db|.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { databaseUrl, providerOf, sqlitePath } from "./lib/database-url.mjs";

const url = databaseUrl();
const provider = providerOf(url);
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const file = resolve(process.argv[2] || `data/backups/deckside-${stamp}.${provider === "sqlite" ? "db" : "json"}`);
mkdirSync(dirname(file), { recursive: true });

async function sqliteSnapshot() {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(sqlitePath(url), { fileMustExist: true });
  try {
    // Copies page by page; writers keep going meanwhile, and the snapshot is the database at one instant.
    await db.backup(file);
  } finally {
    db.close();
  }
  const copy = new Database(file, { readonly: true });
  try {
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`The snapshot failed its integrity check: ${check}`);
    const tables = copy
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [name, copy.prepare(`SELECT count(*) AS n FROM "${name}"`).get().n]),
    );
  } finally {
    copy.close();
  }
}

async function postgresDump() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every table: rows that reference each other are read at the same instant.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows: names } = await client.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
    );
    const tables = {};
    for (const { tablename } of names) {
      tables[tablename] = (await client.query(`SELECT * FROM "${tablename.replace(/"/g, '""')}"`)).rows;
    }
    await client.query("COMMIT");
    const dump = { format: "deckside-database-dump", version: 1, createdAt: new Date().toISOString(), tables };
    writeFileSync(file, `${JSON.stringify(dump)}\n`);
    return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  } finally {
    await client.end();
  }
}

const counts = provider === "sqlite" ? await sqliteSnapshot() : await postgresDump();
const summary = Object.entries(counts)
  .map(([name, n]) => `${name} ${n}`)
  .join(", ");
console.log(`[deckside] backup written to ${file} (${provider}; rows: ${summary})`);
