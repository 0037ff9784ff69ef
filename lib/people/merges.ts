import type { Merges } from "./names";

// This phone's merges, kept like the recent-games list: a cookie (decision in docs/people.md). The server reads it
// to render a person page, the page writes it (no request: a merge is the phone's own view of its games).

export const MERGES_COOKIE = "deckside-people";

/** At most this many merges: 3 KB of keys keeps the cookie inside a browser's 4 KB. */
export const MAX_MERGES = 60;

/** The merges a cookie value holds; anything unreadable is no merge. */
export function parseMerges(value: string | undefined): Merges {
  if (!value) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as unknown;
    if (!Array.isArray(parsed)) return {};
    const merges: Record<string, string> = {};
    for (const pair of parsed) {
      if (!Array.isArray(pair) || pair.length !== 2) continue;
      const [from, into] = pair as unknown[];
      if (typeof from !== "string" || typeof into !== "string" || from === "" || into === "" || from === into) continue;
      // Defined, not assigned: a key "__proto__" is a key like any other (a player may be called so).
      Object.defineProperty(merges, from, { value: into, enumerable: true, writable: true, configurable: true });
    }
    return merges;
  } catch {
    return {};
  }
}

/** The cookie value for these merges (the newest MAX_MERGES). */
export function mergesValue(merges: Merges): string {
  return encodeURIComponent(JSON.stringify(Object.entries(merges).slice(-MAX_MERGES)));
}

/** The `document.cookie` assignment that keeps these merges on this phone for two years. */
export function mergesCookie(merges: Merges, secure: boolean): string {
  return `${MERGES_COOKIE}=${mergesValue(merges)}; Path=/; Max-Age=${60 * 60 * 24 * 365 * 2}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
