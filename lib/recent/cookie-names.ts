import { OTHER_PAGE_COOKIES, SCOREBOARD_COOKIES } from "../page-cookies";

// The recent-list cookies (lib/recent/cookies.ts), readable and written by the page too: a visit is remembered in
// the browser, with no request (a server action that sets a cookie makes the router render the page again:
// decision 031).
export const RECENT_COOKIES = {
  session: OTHER_PAGE_COOKIES.recentSessions(),
  league: SCOREBOARD_COOKIES.recentLeagues(),
} as const;

// 100 ids of 21 characters stay well inside a cookie's 4 KB: this phone's game history goes back that far.
export const KEEP = 100;

/** An id as the app makes them (lib/auth/token.ts `newId`): nothing else enters or leaves the recent-list cookie. */
export const RECENT_ID = /^[\w-]{10,40}$/;

/** The cookie's value as a Cookie header or `document.cookie` carries it ("" without one). */
function listOf(kind: keyof typeof RECENT_COOKIES, cookie: string): string {
  const prefix = `${RECENT_COOKIES[kind]}=`;
  const pair = cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return pair ? pair.slice(prefix.length) : "";
}

/** The id first on this browser's list of `kind`, read from a Cookie header or `document.cookie`. */
export function firstRecentId(kind: keyof typeof RECENT_COOKIES, cookie: string): string | null {
  const first = listOf(kind, cookie).split(".")[0];
  return first ? first : null;
}

/** The list with `id` first, the rest in their order without it, at most KEEP long. */
export function putFirst(id: string, current: readonly string[]): string[] {
  return [id, ...current.filter((other) => other !== id)].slice(0, KEEP);
}

/**
 * The `document.cookie` assignment that puts `id` first on this browser's list of `kind` (`cookie` is
 * `document.cookie`), or null when it is first already or is no id the app makes. The same cookie as the server's
 * (lib/recent/cookies.ts `recentCookie`): path /, SameSite=Lax, two years, Secure over HTTPS.
 */
export function rememberedCookie(
  kind: keyof typeof RECENT_COOKIES,
  id: string,
  cookie: string,
  secure: boolean,
): string | null {
  if (!RECENT_ID.test(id)) return null;
  let value: string;
  try {
    value = decodeURIComponent(listOf(kind, cookie));
  } catch {
    value = ""; // a malformed cookie is no list: start a new one
  }
  const current = value.split(".").filter((other) => RECENT_ID.test(other));
  if (current[0] === id) return null;
  const attributes = `Path=/; Max-Age=${60 * 60 * 24 * 365 * 2}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${RECENT_COOKIES[kind]}=${putFirst(id, current).join(".")}; ${attributes}`;
}
