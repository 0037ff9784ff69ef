// Which requests the service worker (sw.ts) answers, and from which cache. Pure, so the rules are unit-tested.
// Only GET requests ever reach these rules (Serwist's runtime routes default to GET): writes, server actions and
// the offline round queue's replays always go to the network untouched.

export const CACHES = {
  pages: "deckside-pages",
  rsc: "deckside-rsc",
  api: "deckside-api",
  static: "deckside-static",
} as const;

/** The message a page sends the worker to learn whether its own HTML came from the cache (the answer: a boolean). */
export const FROM_CACHE_QUESTION = "deckside:served-from-cache?";

export interface RequestFacts {
  url: URL;
  sameOrigin: boolean;
  headers: Pick<Headers, "get">;
}

/** A live change feed (Server-Sent Events) is never cached: a cached stream would replay old events forever. */
export function isEventStream({ url, headers }: RequestFacts): boolean {
  return url.pathname.endsWith("/events") || (headers.get("accept") ?? "").includes("text/event-stream");
}

/** A React Server Components payload (client-side navigation, prefetch): cached apart from the HTML. */
export function isRscPayload({ url, headers }: RequestFacts): boolean {
  return headers.get("rsc") === "1" || url.searchParams.has("_rsc");
}

/** Next's build output: named by content hash, so a cached copy never goes stale. */
export function isStaticAsset(facts: RequestFacts): boolean {
  return facts.sameOrigin && facts.url.pathname.startsWith("/_next/static/");
}

/**
 * A read of the JSON API (a session, its history, standings): the last copy serves when offline. Not the health
 * check, whose whole point is the answer of now.
 */
export function isApiRead(facts: RequestFacts): boolean {
  const { pathname } = facts.url;
  return facts.sameOrigin && pathname.startsWith("/api/") && pathname !== "/api/health" && !isEventStream(facts);
}

/** A page's HTML (a navigation, or a page the app asks the worker to keep). */
export function isPage(facts: RequestFacts): boolean {
  const { pathname } = facts.url;
  return (
    facts.sameOrigin &&
    !pathname.startsWith("/api/") &&
    !pathname.startsWith("/_next/") &&
    pathname !== "/sw.js" &&
    !isRscPayload(facts) &&
    !isEventStream(facts)
  );
}

/** An RSC payload of one of this app's pages (not of an API route or a stream). */
export function isPagePayload(facts: RequestFacts): boolean {
  return facts.sameOrigin && isRscPayload(facts) && !facts.url.pathname.startsWith("/api/") && !isEventStream(facts);
}
