"use client";
import type { SerwistProvider as Provider } from "@serwist/next/react";
import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

type ProviderType = ComponentType<ComponentProps<typeof Provider>>;

/**
 * Registers the service worker (/sw.js, built by `npm run build` into the dist dir; none in `next dev`). Serwist also asks the
 * worker to keep each page opened by a client-side navigation. No reload when the network returns: a half-entered
 * round must survive a flaky connection. Registered once the page has loaded and is idle: installing the worker
 * fetches and keeps the whole app (about 2 MB), which on a slow phone competed with hydrating the first page
 * (decision 023). Serwist's own code is fetched then too, not with the layout's chunk every page starts with.
 */
export function ServiceWorker() {
  const disabled = process.env.NODE_ENV === "development";
  const [SerwistProvider, setProvider] = useState<ProviderType | null>(null);
  useEffect(() => {
    if (disabled) return;
    let gone = false;
    const cancel = whenIdle(
      () =>
        void import("@serwist/next/react").then((m) => {
          if (!gone) setProvider(() => m.SerwistProvider);
        }),
    );
    return () => {
      gone = true;
      cancel();
    };
  }, [disabled]);
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
  if (!SerwistProvider) return null;
  return (
    <SerwistProvider swUrl="/sw.js" disable={disabled} reloadOnOnline={false}>
      {null}
    </SerwistProvider>
  );
}
