"use client";
import { useState } from "react";
import { useRetryWhileOnline } from "@/components/offline/use-retry-while-online";
import { type BornGame, readBorn } from "@/lib/offline/born-games";
import { queueState } from "@/lib/offline/queue-store";
import { sendBornFirst } from "@/lib/offline/send-born-first";

/**
 * A game the server has never seen, played in the shell (app/play): its create goes first, then its rounds (the
 * session's sender, `flush`, sends the create before them: components/live/send-queued.ts). Once the server has the
 * game and every round, the shell gives way to the game's real page (the create route set this phone's edit cookie).
 * Returns the server's refusal of the create, when it refused (kept with the game, never dropped).
 */
export function useBornSync(sessionId: string, flush: () => void): BornGame["refused"] | null {
  const [refused, setRefused] = useState<BornGame["refused"] | null>(null);
  useRetryWhileOnline(
    sessionId,
    async (alive) => {
      const queue = queueState(sessionId);
      if (!queue.loaded) return "again";
      const born = await readBorn(sessionId);
      if (born?.refused) {
        setRefused(born.refused);
        return "again";
      }
      // Rounds wait: the sender sends the create first, then them, in order.
      if (queue.items.length > 0) {
        flush();
        return "again";
      }
      if (born && (await sendBornFirst(sessionId)) !== "sent") return "again";
      if (!alive() || queueState(sessionId).items.length > 0) return "again";
      window.location.replace(`/sessions/${encodeURIComponent(sessionId)}`);
      return "done";
    },
    { atOnce: true },
  );
  return refused;
}
