"use client";
import { useEffect, useRef } from "react";
import { type BornGame, forgetBorn } from "@/lib/offline/born-games";
import { type BornSend, sendBorn } from "@/lib/offline/send-born";

/** How often a game kept on the phone asks the server again (and at once when the browser says it is back online). */
const RETRY_MS = 2000;

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
  // The latest callbacks, so a re-render of the form does not restart the retries.
  const answers = useRef({ started, refused });
  answers.current = { started, refused };
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let busy = false;
    const attempt = async () => {
      if (stopped || busy || navigator.onLine === false) return;
      busy = true;
      const sent = await sendBorn(waiting);
      busy = false;
      if (stopped || (!sent.ok && sent.network)) return;
      stopped = true;
      await forgetBorn(waiting.id);
      if (sent.ok) answers.current.started(waiting.id);
      else answers.current.refused(sent);
    };
    const timer = setInterval(attempt, RETRY_MS);
    window.addEventListener("online", attempt);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", attempt);
    };
  }, [waiting]);
}
