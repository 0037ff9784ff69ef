"use client";
import { useEffect, useRef } from "react";

/** How often a game kept on the phone asks the server again (and at once when the browser says it is back online). */
const RETRY_MS = 2000;

/**
 * Runs `attempt` every two seconds and on the browser's `online` event, never two at once and never while the
 * browser knows it is offline, until it answers `"done"` or the component goes (or `key` changes). The one retry
 * loop of the games born on the phone: the new-game form waiting for its create (components/setup) and the shell
 * sending a game and its rounds (components/play). `attempt` may change between renders without restarting it;
 * it is given `alive()`, false once the component has gone, to check after each await before it acts on the page.
 */
export function useRetryWhileOnline(
  key: string | null,
  attempt: (alive: () => boolean) => Promise<"done" | "again">,
  { atOnce = false } = {},
): void {
  const latest = useRef(attempt);
  latest.current = attempt;
  useEffect(() => {
    if (key === null) return;
    let stopped = false;
    let busy = false;
    const tick = async () => {
      if (stopped || busy || navigator.onLine === false) return;
      busy = true;
      try {
        if ((await latest.current(() => !stopped)) === "done") stop();
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(tick, RETRY_MS);
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", tick);
    };
    window.addEventListener("online", tick);
    if (atOnce) void tick();
    return stop;
  }, [key, atOnce]);
}
