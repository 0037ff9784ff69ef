"use client";
import { useRetryWhileOnline } from "@/components/offline/use-retry-while-online";
import { type BornGame, forgetBorn } from "@/lib/offline/born-games";
import { type BornSend, sendBorn } from "@/lib/offline/send-born";

/**
 * A game started while the server did not answer, kept on this phone (lib/offline/born-games.ts): sent again until
 * the server answers. `started` once it has the game (the phone's ids and secret, so a replay is harmless);
 * `refused` with the server's verdict (the form shows it, with everything typed still there).
 */
export function useWaitingStart(
  waiting: BornGame | null,
  started: (id: string) => void,
  refused: (verdict: Extract<BornSend, { code: string }>) => void,
): void {
  useRetryWhileOnline(waiting?.id ?? null, async (alive) => {
    if (!waiting) return "done";
    const sent = await sendBorn(waiting);
    // Gone meanwhile: the game stays kept on the phone, as it was.
    if (!alive() || (!sent.ok && sent.network)) return "again";
    await forgetBorn(waiting.id);
    if (sent.ok) started(waiting.id);
    else refused(sent);
    return "done";
  });
}
