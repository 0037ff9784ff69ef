import "server-only";
import { db } from "../db";
import { CHANNEL } from "./pg-listener";
import type { LiveNotice } from "./types";

/** PostgreSQL: tells every server process's listener (lib/live/pg-listener.ts) about a committed write. */
export async function notifyPostgres(notice: LiveNotice): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`;
}
