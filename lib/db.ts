import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import { postgresPool } from "./database-pool";
import { answerForNul } from "./db-text-guard";
import { env } from "./env";
import { type Prisma, PrismaClient } from "./generated/prisma/client";
import { rawSqlDatabase } from "./sql/prisma-raw";
import { type SqliteConnection, sqliteSqlDatabase } from "./sql/sqlite";
import type { SqlDatabase } from "./sql/types";

/** How long a write waits for another process's lock (`npm run backup`, a migration) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// WAL: readers never wait for the writer, and a commit appends to the log instead of rewriting pages through a
// rollback journal. synchronous=NORMAL then skips the fsync per commit: a killed process loses nothing; only a
// power cut can lose the last commits, never consistency. journal_mode sticks to the file; synchronous and the
// timeout do not (SQLite's default is FULL), so all three are set on every connection the adapter opens.
const SQLITE_PRAGMAS = `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`;

/**
 * The better-sqlite3 adapter, with the pragmas above run once on each new connection. It keeps the connection it
 * opened last: the hot statements (lib/sql/sqlite.ts) write on that same connection, under the same transaction
 * mutex, and read on a read-only connection it opens beside it (closed with it), so a read never sees a transaction
 * that has not committed.
 */
class TunedSqlite extends PrismaBetterSqlite3 {
  connection: SqliteConnection | null = null;

  constructor(private readonly file: { url: string; timeout: number }) {
    super(file);
  }

  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    // The adapter's driver is a public field of its class, not of its declared type.
    const client = (adapter as unknown as SqliteConnection).client;
    const reader = readerBeside(client, this.file);
    if (reader) {
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        reader.close();
        await dispose();
      };
    }
    this.connection = { client, adapter, reader };
    return adapter;
  }
}

/**
 * A read-only connection to the same file, read as the adapter reads (integers as BigInt, which lib/sql/sqlite.ts
 * turns back per statement). Only in WAL, where a reader never waits for the writer: with a rollback journal a
 * synchronous read would block the event loop on the lock of a transaction that needs the loop to finish. Null
 * then (and for an in-memory database): the reads stay on the adapter's connection.
 */
function readerBeside(client: Database.Database, file: { url: string; timeout: number }): Database.Database | null {
  if (client.memory || client.pragma("journal_mode", { simple: true }) !== "wal") return null;
  const reader = new Database(client.name, { readonly: true, timeout: file.timeout });
  reader.defaultSafeIntegers(true);
  return reader;
}

type Client = PrismaClient & { hot: SqlDatabase<Prisma.TransactionClient> };

/** A client for `url`; the app uses the one `db` below (tests may open a second to check a fresh connection). */
export function createClient(url: string = env.DATABASE_URL): Client {
  const sqlite = url.startsWith("file:") ? new TunedSqlite({ url, timeout: SQLITE_BUSY_TIMEOUT_MS }) : null;
  const adapter = sqlite ?? new PrismaPg(postgresPool(url, env.DATABASE_POOL_SIZE));
  // One guard for every model query (lib/db-text-guard.ts): the same answers on SQLite and PostgreSQL.
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      $allModels: {
        $allOperations({ operation, args, query }) {
          const guarded = answerForNul(operation, args);
          return guarded ? Promise.resolve(guarded.answer) : query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
  // The hot statements: synchronous on SQLite's connection, Prisma's raw queries on PostgreSQL (same SQL text).
  const connection = async () => {
    if (!sqlite!.connection?.client.open) await client.$connect();
    return sqlite!.connection!;
  };
  const hot = sqlite ? sqliteSqlDatabase(connection) : rawSqlDatabase<Prisma.TransactionClient>(client);
  return Object.assign(client, { hot });
}

// One client per process, in production too. Dev reloads reuse it instead of leaking connections, and in a
// production server each Next bundle that imports this module (route handlers, pages, instrumentation) would
// otherwise open its own SQLite connection: a synchronous statement on one (lib/sql/sqlite.ts) then blocks the event
// loop on a write lock that another connection of the same process holds while it awaits.
const globalForPrisma = globalThis as unknown as { deckside?: Client };
export const db: Client = globalForPrisma.deckside ?? createClient();
globalForPrisma.deckside = db;

/** The hot path's statements (lib/sql/types.ts): the session read and the round write. */
export const hotSql = db.hot;

/** The same statements through Prisma's raw queries on either database: where the hot path needs the ORM too. */
export const ormSql = rawSqlDatabase<Prisma.TransactionClient>(db);
