"use client";
import { useEffect, useState } from "react";
import { type BornGame, readBorn } from "@/lib/offline/born-games";
import { queueState } from "@/lib/offline/queue-store";
import { sendBornFirst } from "@/lib/offline/send-born-first";

/** How often the shell asks whether the game and its rounds can reach the server (and at once on `online`). */
const SYNC_EVERY_MS = 2000;

/**
 * A game the server has never seen, played in the shell (app/play): its create goes first, then its rounds (the
 * session's sender, `flush`, sends the create before them: components/live/send-queued.ts). Once the server has the
 * game and every round, the shell gives way to the game's real page (the create route set this phone's edit cookie).
 * Returns the server's refusal of the create, when it refused (kept with the game, never dropped).
 */
export function useBornSync(sessionId: string, flush: () => void): BornGame["refused"] | null {
  const [refused, setRefused] = useState<BornGame["refused"] | null>(null);
  useEffect(() => {
    let stopped = false;
    let busy = false;
    const tick = async () => {
      if (stopped || busy || navigator.onLine === false) return;
      busy = true;
      try {
        const queue = queueState(sessionId);
        if (!queue.loaded) return;
        const born = await readBorn(sessionId);
        if (born?.refused) return setRefused(born.refused);
        // Rounds wait: the sender sends the create first, then them, in order.
        if (queue.items.length > 0) return flush();
        if (born && (await sendBornFirst(sessionId)) !== "sent") return;
        if (stopped || queueState(sessionId).items.length > 0) return;
        stopped = true;
        window.location.replace(`/sessions/${encodeURIComponent(sessionId)}`);
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(tick, SYNC_EVERY_MS);
    window.addEventListener("online", tick);
    void tick();
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", tick);
    };
  }, [sessionId, flush]);
  return refused;
}
