/// <reference lib="webworker" />
// The service worker, built by Serwist (serwist.config.mjs) into <dist dir>/sw.js after `next build` (served at /sw.js: worker-file.ts). The app shell
// (Next's static files, the icons, the offline page) is precached; every page this phone opens, its RSC payloads
// and API reads are cached network-first: fresh when online, the last copy when offline. Writes and event streams
// pass straight to the network. The offline round queue (later) lives in the page, not here: see 014.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import {
  CACHES,
  FROM_CACHE_QUESTION,
  isApiRead,
  isPage,
  isPagePayload,
  isStaticAsset,
  type RequestFacts,
} from "./cache-rules";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const facts = ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }): RequestFacts => ({
  url,
  sameOrigin,
  headers: request.headers,
});

// A slow pub network should not keep the table waiting: after this long the last copy answers instead.
const NETWORK_TIMEOUT_SECONDS = 4;
const MONTH = 30 * 24 * 60 * 60;

// Pages answered from the cache because the network failed: a page asks on load (components/pwa/offline-status.tsx),
// since navigator.onLine misses a network that is connected but does not reach the server.
const servedFromCache = new Set<string>();
const rememberCopies: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) servedFromCache.add(request.url);
    return cachedResponse;
  },
  fetchDidSucceed: async ({ request, response }) => {
    servedFromCache.delete(request.url);
    return response;
  },
};
self.addEventListener("message", (event) => {
  if (event.data?.type === FROM_CACHE_QUESTION) event.ports[0]?.postMessage(servedFromCache.has(event.data.url));
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: (options) => isPagePayload(facts(options)),
      handler: new NetworkFirst({
        cacheName: CACHES.rsc,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: MONTH })],
      }),
    },
    {
      matcher: (options) => isStaticAsset(facts(options)),
      handler: new CacheFirst({
        cacheName: CACHES.static,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH })],
      }),
    },
    {
      matcher: (options) => isApiRead(facts(options)),
      handler: new NetworkFirst({
        cacheName: CACHES.api,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH })],
      }),
    },
    {
      matcher: (options) => isPage(facts(options)),
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH }), rememberCopies],
      }),
    },
  ],
  // A page this phone never opened, asked for offline: the translated offline page, not the browser's error.
  fallbacks: {
    entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();
