"use client";
import { SerwistProvider } from "@serwist/next/react";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

/**
 * Registers the service worker (public/sw.js, built by `npm run build`; none in `next dev`). Serwist also asks the
 * worker to keep each page opened by a client-side navigation. No reload when the network returns: a half-entered
 * round must survive a flaky connection. Registered once the page has loaded and is idle: installing the worker
 * fetches and keeps the whole app (about 2 MB), which on a slow phone competed with hydrating the first page
 * (decision 023).
 */
export function ServiceWorker() {
  const disabled = process.env.NODE_ENV === "development";
  const [ready, setReady] = useState(false);
  useEffect(() => (disabled ? undefined : whenIdle(() => setReady(true))), [disabled]);
  useEffect(() => {
    if (disabled || !("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
    // The first visit loads before the worker runs, so nothing cached this page: once it is in charge, ask it to
    // fetch and keep the page (its "CACHE_URLS" message), so the first page visited opens offline too.
    const keepThisPage = () =>
      navigator.serviceWorker.controller?.postMessage({
        type: "CACHE_URLS",
        payload: { urlsToCache: [window.location.pathname + window.location.search] },
      });
    navigator.serviceWorker.addEventListener("controllerchange", keepThisPage, { once: true });
    return () => navigator.serviceWorker.removeEventListener("controllerchange", keepThisPage);
  }, [disabled]);
  if (!ready) return null;
  return (
    <SerwistProvider swUrl="/sw.js" disable={disabled} reloadOnOnline={false}>
      {null}
    </SerwistProvider>
  );
}
