import { keepBorn, readBorn } from "@/lib/offline/born-games";
import { phoneId } from "@/lib/offline/phone-ids";
import { writeQueue } from "@/lib/offline/storage";
import { keptFromBackup } from "@/lib/table/born-restore";
import type { PhoneBackupGame } from "@/lib/table/phone-backup-schema";

/**
 * A backup's game born offline, restored while no server answers: kept on this phone as born here (its rounds first,
 * then the game, so a kept game always finds its rounds), to reach the server once online (lib/table/born-restore.ts).
 * `kept`: kept now; `present`: this phone keeps it already (its own queue is left as it is); null: no born game.
 */
export async function keepRestoredBorn(game: PhoneBackupGame): Promise<"kept" | "present" | null> {
  const kept = keptFromBackup(game, phoneId, new Date().toISOString());
  if (!kept) return null;
  if (await readBorn(kept.born.id)) return "present";
  await writeQueue(kept.born.id, kept.queue);
  await keepBorn(kept.born);
  return "kept";
}
