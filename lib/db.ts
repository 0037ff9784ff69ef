import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { postgresPool } from "./database-pool";
import { answerForNul } from "./db-text-guard";
import { env } from "./env";
import { PrismaClient } from "./generated/prisma/client";

/** How long a write waits for another process's lock (`npm run backup`, a migration) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// WAL: readers never wait for the writer, and a commit appends to the log instead of rewriting pages through a
// rollback journal. synchronous=NORMAL then skips the fsync per commit: a killed process loses nothing; only a
// power cut can lose the last commits, never consistency. journal_mode sticks to the file; synchronous and the
// timeout do not (SQLite's default is FULL), so all three are set on every connection the adapter opens.
const SQLITE_PRAGMAS = `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`;

/** The better-sqlite3 adapter, with the pragmas above run once on each new connection. */
class TunedSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    return adapter;
  }
}

/** A client for `url`; the app uses the one `db` below (tests may open a second to check a fresh connection). */
export function createClient(url: string = env.DATABASE_URL): PrismaClient {
  const adapter = url.startsWith("file:")
    ? new TunedSqlite({ url, timeout: SQLITE_BUSY_TIMEOUT_MS })
    : new PrismaPg(postgresPool(url, env.DATABASE_POOL_SIZE));
  // One guard for every model query (lib/db-text-guard.ts): the same answers on SQLite and PostgreSQL.
  return new PrismaClient({ adapter }).$extends({
    query: {
      $allModels: {
        $allOperations({ operation, args, query }) {
          const guarded = answerForNul(operation, args);
          return guarded ? Promise.resolve(guarded.answer) : query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
}

// One client per process: dev reloads reuse it instead of leaking connections.
const globalForPrisma = globalThis as unknown as { deckside?: PrismaClient };
export const db: PrismaClient = globalForPrisma.deckside ?? createClient();
if (env.NODE_ENV !== "production") globalForPrisma.deckside = db;
