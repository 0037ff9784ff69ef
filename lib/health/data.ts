import "server-only";
import { db } from "../db";

/**
 * Reads one row of the sessions table: proves the database answers and is migrated, at the cost of one index step
 * (a count scanned the whole table on every health read).
 */
export async function checkDatabase(): Promise<void> {
  await db.gameSession.findFirst({ select: { id: true } });
}
