import { bornIds, readBorn } from "@/lib/offline/born-games";
import { readQueue } from "@/lib/offline/storage";
import { bornBackupGame } from "@/lib/table/born-backup";
import type { PhoneBackupFileGame } from "@/lib/table/phone-backup-schema";

/** This phone's day (YYYY-MM-DD): a born game's set-up that named none is played today, on the phone's calendar. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/**
 * The games born offline on this phone that are not on its server list (`listed`), newest first, as a phone backup
 * holds them (lib/table/born-backup.ts): read from its IndexedDB, with the rounds waiting in its queue.
 */
export async function bornBackupGames(listed: readonly string[]): Promise<PhoneBackupFileGame[]> {
  const skip = new Set(listed);
  const games: Array<{ game: PhoneBackupFileGame; createdAt: string }> = [];
  for (const id of await bornIds()) {
    if (skip.has(id)) continue;
    const born = await readBorn(id);
    if (!born) continue;
    games.push({ game: bornBackupGame(born, await readQueue(id), today()), createdAt: born.createdAt });
  }
  return games.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((entry) => entry.game);
}
