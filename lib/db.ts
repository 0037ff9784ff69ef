import "server-only";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { postgresPool } from "./database-pool";
import { env } from "./env";
import { PrismaClient } from "./generated/prisma/client";

function createClient(): PrismaClient {
  const url = env.DATABASE_URL;
  const adapter = url.startsWith("file:")
    ? new PrismaBetterSqlite3({ url })
    : new PrismaPg(postgresPool(url, env.DATABASE_POOL_SIZE));
  return new PrismaClient({ adapter });
}

// One client per process: dev reloads reuse it instead of leaking connections.
const globalForPrisma = globalThis as unknown as { deckside?: PrismaClient };
export const db: PrismaClient = globalForPrisma.deckside ?? createClient();
if (env.NODE_ENV !== "production") globalForPrisma.deckside = db;
