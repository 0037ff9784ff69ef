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

/**
 * A quiet line under the header while this page is the service worker's last copy (lib/pwa/sw.ts) or the phone has
 * no network: what it shows may be behind the table. Nothing while online, nothing on the server.
 */
export function OfflineStatus() {
  const t = useTranslations("offline");
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const [lastCopy, setLastCopy] = useState(false);
  useEffect(() => {
    let current = true;
    void askWorker().then((answer) => current && setLastCopy(answer));
    const back = () => setLastCopy(false);
    window.addEventListener("online", back);
    return () => {
      current = false;
      window.removeEventListener("online", back);
    };
  }, []);
  if (!offline && !lastCopy) return null;
  return (
    <p role="status" data-testid="offline-status" className="bg-stone-800 px-3 py-1 text-center text-sm text-stone-100">
      {t("status")}
    </p>
  );
}
