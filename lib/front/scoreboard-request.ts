import type { IncomingHttpHeaders } from "node:http";
import { servedOverHttps } from "../auth/https";
import { isLocale, type Locale, localeFromAcceptLanguage } from "../i18n/locales";
import { knownTimeZone } from "../i18n/time-zone";
import { SCOREBOARD_COOKIES, type ScoreboardCookie } from "../page-cookies";
import { RENDER_HEADER } from "./loopback-render";
import { isBot, NEXT_ROUTER_HEADERS, parseCookies } from "./next-internals";

// Which scoreboard requests the page cache may answer, and what their answer depends on besides the database
// (docs/decisions/025-scoreboard-page-cache.md). Anything this cannot classify cheaply goes to Next.

/** A full-document view of a scoreboard, reduced to what its HTML depends on besides the database. */
export interface ScoreboardRequest {
  sessionId: string;
  locale: Locale;
  /** The phone's time zone from its cookie (null: none, the server's own); the page's times are shown in it. */
  timeZone: string | null;
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
  const chosen = cookies.get(SCOREBOARD_COOKIES.locale());
  const acceptLanguage = headers["accept-language"];
  const locale = isLocale(chosen)
    ? chosen
    : localeFromAcceptLanguage(typeof acceptLanguage === "string" ? acceptLanguage : null);
  const https = servedOverHttps(new Headers(forwardedProto(headers)));
  // This phone may hold the game's edit token: the cache checks it against the session's hash (scoreboard-cache.ts).
  const editToken = cookies.get(SCOREBOARD_COOKIES.edit(sessionId)) ?? null;
  const timeZone = knownTimeZone(cookies.get(SCOREBOARD_COOKIES.timeZone()));
  return {
    sessionId,
    locale,
    timeZone,
    https,
    cookieNames: new Set(cookies.keys()),
    editToken,
  } satisfies ScoreboardRequest;
}

/** Whether the request carries one of the league's edit cookies (lib/leagues/cookies.ts): the page may then edit. */
export function holdsLeagueCookie(request: ScoreboardRequest, leagueId: string | null): boolean {
  if (leagueId === null) return false;
  return LEAGUE_COOKIES.some((cookie) => request.cookieNames.has(SCOREBOARD_COOKIES[cookie](leagueId)));
}

/**
 * Whether the request carries any league's edit cookie: the edit view of a game outside a league offers the
 * leagues this phone holds the token of (lib/table/league-choices.ts), so an editor with one goes to Next.
 */
export function holdsAnyLeagueCookie(request: ScoreboardRequest): boolean {
  for (const name of request.cookieNames)
    if (LEAGUE_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
  return false;
}

/** The cache key: everything besides the database that the answer depends on (`edit`: the scoring phones' view). */
export function keyOf(request: ScoreboardRequest, edit = false): string {
  const zone = request.timeZone === null ? "" : ` ${request.timeZone}`;
  return `${request.sessionId} ${request.locale} ${request.https ? "https" : "http"}${zone}${edit ? " edit" : ""}`;
}

/**
 * How the cache answers for each cookie the page reads (lib/page-cookies.ts). Typed over that list: a cookie added
 * there does not compile here until the cache is told what it does to the page.
 */
export const COOKIE_HANDLING = {
  locale: "keyed", // keyOf: the language
  timeZone: "keyed", // keyOf: the zone the times are shown in
  edit: "checked", // against the session's token hash; the edit view keyed apart
  league: "to Next", // a league phone may edit: holdsLeagueCookie
  leagueNew: "to Next",
  leagueGames: "to Next",
  // Read only by the edit view's leagues to file into, for leagues whose cookie this phone holds: holdsAnyLeagueCookie
  recentLeagues: "only beside a league cookie",
} as const satisfies Record<ScoreboardCookie, string>;

type LeagueCookie = {
  [K in ScoreboardCookie]: (typeof COOKIE_HANDLING)[K] extends "to Next" ? K : never;
}[ScoreboardCookie];
const LEAGUE_COOKIES = (Object.keys(COOKIE_HANDLING) as ScoreboardCookie[]).filter(
  (cookie): cookie is LeagueCookie => COOKIE_HANDLING[cookie] === "to Next",
);
const LEAGUE_COOKIE_PREFIXES = LEAGUE_COOKIES.map((cookie) => SCOREBOARD_COOKIES[cookie](""));

// The headers Next's router acts on, and the cache's own request for Next's render.
const NEXT_HEADER = new RegExp(`^(${NEXT_ROUTER_HEADERS}|${RENDER_HEADER}$)`, "i");

function forwardedProto(headers: IncomingHttpHeaders): Record<string, string> {
  const proto = headers["x-forwarded-proto"];
  const value = Array.isArray(proto) ? proto[0] : proto;
  return value === undefined ? {} : { "x-forwarded-proto": value };
}
