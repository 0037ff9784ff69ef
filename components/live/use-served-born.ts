"use client";
import { useEffect } from "react";
import { afterFirstIntent } from "@/lib/first-intent";

/**
 * A page of the game served by the server (`onServer`): a born record this phone still keeps for it is settled
 * (lib/offline/served-born.ts) at the first sign of intent (lib/first-intent.ts: its code is not part of the page's
 * first load, and a person who reads the page has touched it by the time an edit matters). Settled, the phone holds
 * the game's edit cookie now: `refresh` renders the page again with it.
 */
export function useServedBorn(sessionId: string, onServer: boolean, refresh: () => void): void {
  useEffect(() => {
    if (!onServer || typeof indexedDB === "undefined") return;
    let alive = true;
    const cancel = afterFirstIntent(() => {
      void import("@/lib/offline/served-born")
        .then(({ settleServedBorn }) => settleServedBorn(sessionId))
        .then(
          (settled) => {
            if (alive && settled === "settled") refresh();
          },
          () => {},
        );
    });
    return () => {
      alive = false;
      cancel();
    };
  }, [sessionId, onServer, refresh]);
}
