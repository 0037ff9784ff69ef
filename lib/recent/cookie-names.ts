// The recent-list cookies (lib/recent/cookies.ts), readable by the page too: a visit already first on the list
// needs no server action (the way back to the scoreboard after every save: decision 023).
export const RECENT_COOKIES = { session: "deckside-recent-sessions", league: "deckside-recent-leagues" } as const;

/** The id first on this browser's list of `kind`, read from a Cookie header or `document.cookie`. */
export function firstRecentId(kind: keyof typeof RECENT_COOKIES, cookie: string): string | null {
  const prefix = `${RECENT_COOKIES[kind]}=`;
  const pair = cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return pair ? (pair.slice(prefix.length).split(".")[0] ?? null) : null;
}
