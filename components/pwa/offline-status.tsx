"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { FROM_CACHE_QUESTION } from "@/lib/pwa/cache-rules";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Asks the service worker whether this page's HTML is its last copy (the network failed when it was loaded). */
function askWorker(): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    worker.postMessage({ type: FROM_CACHE_QUESTION, url: window.location.href.split("#")[0] }, [channel.port2]);
  });
}

/** Whether the server answers now: the health check, which the service worker never answers from its cache. */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

// While a last copy is shown, how often to try the server again: soon at first, then every ten seconds at most.
const FIRST_TRY_MS = 2_000;
const LAST_TRY_MS = 10_000;

/**
 * Whether this page is the service worker's last copy and the server has not answered since. A page loaded from the
 * cache may never hear an `online` event (a network that is connected but does not reach the server, or one that
 * came back before the page loaded), so while the copy is shown the server is tried again now and then, at once on
 * `online` and when the phone is looked at again. The session and league pages catch up by their live streams.
 */
function useLastCopy(): boolean {
  const [lastCopy, setLastCopy] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_TRY_MS;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", now);
      document.removeEventListener("visibilitychange", shown);
    };
    let trying = false;
    const tryServer = async () => {
      if (trying) return; // the try under way goes on (or stops) by itself
      trying = true;
      clearTimeout(timer);
      const answers = await serverAnswers();
      trying = false;
      if (stopped) return;
      if (answers) {
        setLastCopy(false);
        stop();
        return;
      }
      timer = setTimeout(tryServer, wait);
      wait = Math.min(wait * 2, LAST_TRY_MS);
    };
    function now() {
      wait = FIRST_TRY_MS;
      void tryServer();
    }
    function shown() {
      if (document.visibilityState === "visible") now();
    }
    void askWorker().then((answer) => {
      if (stopped || !answer) return;
      setLastCopy(true);
      window.addEventListener("online", now);
      document.addEventListener("visibilitychange", shown);
      timer = setTimeout(tryServer, wait);
    });
    return stop;
  }, []);
  return lastCopy;
}

/**
 * A quiet line under the header while this page is the service worker's last copy (lib/pwa/sw.ts) and the server has
 * not answered since, or while the phone has no network: what it shows may be behind the table. It goes when the
 * server answers again and comes back with the next `offline` event. Nothing while online, nothing on the server.
 */
export function OfflineStatus() {
  const t = useTranslations("offline");
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const lastCopy = useLastCopy();
  if (!offline && !lastCopy) return null;
  return (
    <p role="status" data-testid="offline-status" className="bg-stone-800 px-3 py-1 text-center text-sm text-stone-100">
      {t("status")}
    </p>
  );
}
