import "server-only";
import { db } from "../db";

export async function checkDatabase(): Promise<void> {
  await db.gameSession.count();
}
