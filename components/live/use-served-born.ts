"use client";
import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";

/**
 * A page of the game served by the server (`onServer`): a born record this phone still keeps for it is settled
 * (lib/offline/served-born.ts), once the page is idle (an IndexedDB read the page does not wait for). Settled, the
 * phone holds the game's edit cookie now: `refresh` renders the page again with it.
 */
export function useServedBorn(sessionId: string, onServer: boolean, refresh: () => void): void {
  useEffect(() => {
    if (!onServer || typeof indexedDB === "undefined") return;
    let alive = true;
    const cancel = whenIdle(() => {
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
