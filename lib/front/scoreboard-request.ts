import type { IncomingHttpHeaders } from "node:http";
import { isBot } from "next/dist/shared/lib/router/utils/is-bot";
import { servedOverHttps } from "../auth/https";
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "../i18n/locales";
import { RENDER_HEADER } from "./loopback-render";
import { NEXT_ROUTER_HEADERS } from "./next-headers";

// Which scoreboard requests the page cache may answer, and what their answer depends on besides the database
// (docs/decisions/025-scoreboard-page-cache.md). Anything this cannot classify cheaply goes to Next.

/** A full-document view of a scoreboard, reduced to what its HTML depends on besides the database. */
export interface ScoreboardRequest {
  sessionId: string;
  locale: Locale;
  https: boolean;
  /** The cookie names this request carries: the league's edit cookies are checked once its league is known. */
  cookieNames: ReadonlySet<string>;
  /** The game's own edit cookie's value (a scoring phone), checked against the session's token hash; else null. */
  editToken: string | null;
}

// Session ids are 16 random bytes in base64url (lib/auth/token.ts newId); anything else is Next's to answer.
const SCOREBOARD_PATH = /^\/sessions\/([A-Za-z0-9_-]{1,64})$/;

/** The request, if it is a plain GET of a scoreboard's HTML; null: let Next answer it. */
export function scoreboardRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  if (method !== "GET" || !url) return null;
  // No query at all: `_rsc` and any other parameter are Next's (the page reads none, but Next's router does).
  const sessionId = SCOREBOARD_PATH.exec(url)?.[1];
  if (!sessionId) return null;
  // Router requests (RSC payloads, prefetches, server actions, Next's internal headers) answer differently.
  for (const name of Object.keys(headers)) if (NEXT_HEADER.test(name)) return null;
  // Next renders differently for crawlers (metadata in the head, not streamed): by its own test, those go to it.
  const agent = headers["user-agent"];
  if (agent !== undefined && isBot(agent)) return null;
  const cookies = parseCookies(headers.cookie);
  const chosen = cookies.get(LOCALE_COOKIE);
  const acceptLanguage = headers["accept-language"];
  const locale = isLocale(chosen)
    ? chosen
    : localeFromAcceptLanguage(typeof acceptLanguage === "string" ? acceptLanguage : null);
  const https = servedOverHttps(new Headers(forwardedProto(headers)));
  // This phone may hold the game's edit token: the cache checks it against the session's hash (scoreboard-cache.ts).
  const editToken = cookies.get(editCookieName(sessionId)) ?? null;
  return { sessionId, locale, https, cookieNames: new Set(cookies.keys()), editToken } satisfies ScoreboardRequest;
}

/** Whether the request carries one of the league's edit cookies (lib/leagues/cookies.ts): the page may then edit. */
export function holdsLeagueCookie(request: ScoreboardRequest, leagueId: string | null): boolean {
  if (leagueId === null) return false;
  return LEAGUE_COOKIE_PREFIXES.some((prefix) => request.cookieNames.has(`${prefix}${leagueId}`));
}

/**
 * Whether the request carries any league's edit cookie: the edit view of a game outside a league offers the
 * leagues this phone holds the token of (lib/table/league-choices.ts), so an editor with one goes to Next.
 */
export function holdsAnyLeagueCookie(request: ScoreboardRequest): boolean {
  for (const name of request.cookieNames) if (name.startsWith(LEAGUE_COOKIE_PREFIX)) return true;
  return false;
}

/** The cache key: everything besides the database that the answer depends on (`edit`: the scoring phones' view). */
export function keyOf(request: ScoreboardRequest, edit = false): string {
  return `${request.sessionId} ${request.locale} ${request.https ? "https" : "http"}${edit ? " edit" : ""}`;
}

// The same names as lib/table/cookies.ts and lib/leagues/cookies.ts (those are server-only modules).
const editCookieName = (sessionId: string) => `deckside-edit-${sessionId}`;
const LEAGUE_COOKIE_PREFIXES = ["deckside-league-", "deckside-league-new-", "deckside-league-games-"] as const;
const LEAGUE_COOKIE_PREFIX = "deckside-league-";

// The headers Next's router acts on, and the cache's own request for Next's render.
const NEXT_HEADER = new RegExp(`^(${NEXT_ROUTER_HEADERS}|${RENDER_HEADER}$)`, "i");

function forwardedProto(headers: IncomingHttpHeaders): Record<string, string> {
  const proto = headers["x-forwarded-proto"];
  const value = Array.isArray(proto) ? proto[0] : proto;
  return value === undefined ? {} : { "x-forwarded-proto": value };
}

/** Cookie names and values read exactly as Next reads them (@edge-runtime/cookies: the last of a name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  // Next reads the header through a Headers object, which strips the whitespace around the value.
  for (const pair of header.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "").split(/; */)) {
    if (!pair) continue;
    const splitAt = pair.indexOf("=");
    if (splitAt === -1) {
      cookies.set(pair, "true");
      continue;
    }
    try {
      cookies.set(pair.slice(0, splitAt), decodeURIComponent(pair.slice(splitAt + 1)));
    } catch {
      // Next skips a value that does not decode; so does this.
    }
  }
  return cookies;
}
