"use client";
import { useEffect, useState, useSyncExternalStore } from "react";

// The Screen Wake Lock API: a phone lying on the table should not dim mid-game. The choice is remembered on this
// phone (localStorage) for every game; the browser drops the lock whenever the page is hidden, so it is asked for
// again when the page comes back.

const STORAGE_KEY = "deckside.wakeLock";
const CHANGED = "deckside-wake-lock-changed";

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function setWakeLockWanted(on: boolean) {
  window.localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether this browser has the API (null while rendering on the server), whether it is wanted, and if it is held. */
export function useWakeLock(): { supported: boolean | null; wanted: boolean; held: boolean } {
  const supported = useSyncExternalStore(
    subscribe,
    () => "wakeLock" in navigator,
    () => null,
  );
  const wanted = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE_KEY) === "on",
    () => false,
  );
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!supported || !wanted) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request("screen");
        if (stopped) {
          await sentinel.release();
          return;
        }
        setHeld(true);
        sentinel.addEventListener("release", () => setHeld(false));
      } catch {
        // Refused (battery saver, no user gesture yet): the switch stays on and the next visible page asks again.
        setHeld(false);
      }
    };
    void acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release();
      setHeld(false);
    };
  }, [supported, wanted]);

  return { supported, wanted, held };
}
