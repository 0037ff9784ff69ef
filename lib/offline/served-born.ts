import { readBorn } from "./born-games";
import { sendBornFirst } from "./send-born-first";

// A game kept on this phone as born (lib/offline/born-games.ts) whose create landed while its answer was lost (a
// rematch cut after CREATE_TIMEOUT_MS, say): the server has the game, but the record stays in IndexedDB (the game's
// own page skips the create, it was rendered from the server) and this phone never got the game's edit cookie, which
// came with the lost answer. Once a page of the game is served, the create is replayed (the server answers a replay
// as the first, with the edit cookie) and the record is forgotten.

/** `none`: nothing kept for the game; `settled`: replayed and forgotten (the page may now edit); `kept`: not yet. */
export type ServedBorn = "none" | "settled" | "kept";

/** The server served this game's page: settles a born record still kept for it. */
export async function settleServedBorn(sessionId: string): Promise<ServedBorn> {
  if (!(await readBorn(sessionId))) return "none";
  // A refusal stays kept with the server's words (send-born-first.ts), shown where the game is played from the phone.
  return (await sendBornFirst(sessionId)) === "sent" ? "settled" : "kept";
}
