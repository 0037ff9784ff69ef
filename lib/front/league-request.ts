import type { IncomingHttpHeaders } from "node:http";
import { servedOverHttps } from "../auth/https";
import { isLocale, type Locale, localeFromAcceptLanguage } from "../i18n/locales";
import { knownTimeZone } from "../i18n/time-zone";
import { SCOREBOARD_COOKIES } from "../page-cookies";
import { RENDER_HEADER } from "./loopback-render";
import { isBot, NEXT_ROUTER_HEADERS, parseCookies } from "./next-internals";

// Which league page requests the league page cache may answer, and what their HTML depends on besides the database
// (docs/decisions/040-league-page-cache.md). Anything this cannot classify cheaply goes to Next.

/** A full-document view of a league page, reduced to what its HTML depends on besides the database. */
export interface LeagueRequest {
  leagueId: string;
  /** The address's query as sent ("" for none): the filter and the page of evenings the page binds. */
  query: string;
  locale: Locale;
  /** The phone's time zone from its cookie (null: none, the server's own): the page's `data-tz`. */
  timeZone: string | null;
  https: boolean;
  /** The league token this request carries, picked as the page picks it (leagueTokenIn); null: none. */
  token: string | null;
}

// League ids are 16 random bytes in base64url (lib/auth/token.ts newId); anything else is Next's to answer.
const LEAGUE_PATH = /^\/leagues\/([A-Za-z0-9_-]{1,64})(?:\?([^#]*))?$/;

/**
 * The query parameters the page reads (app/leagues/[id]/query.ts: the standings filter, the page of evenings). Any
 * other (Next's `_rsc`, a typo) or a repeated one (the page would get an array) goes to Next.
 */
const PAGE_PARAMETERS = new Set(["game", "from", "to", "evenings"]);

/** The request, if it is a plain GET of a league page's HTML; null: let Next answer it. */
export function leagueRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): LeagueRequest | null {
  if (method !== "GET" || !url) return null;
  const found = LEAGUE_PATH.exec(url);
  const leagueId = found?.[1];
  if (!leagueId) return null;
  const query = found[2] ?? "";
  if (!plainQuery(query)) return null;
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
  return {
    leagueId,
    query,
    locale,
    timeZone: knownTimeZone(cookies.get(SCOREBOARD_COOKIES.timeZone())),
    https: servedOverHttps(new Headers(forwardedProto(headers))),
    token: leagueToken(leagueId, (name) => cookies.get(name)),
  };
}

/**
 * The league's token as the page reads it (lib/leagues/cookies.ts leagueTokenIn: the first non-empty of its three
 * cookies, in that order). The page's only use of it is its edit check and the share link it then shows.
 */
function leagueToken(leagueId: string, cookie: (name: string) => string | undefined): string | null {
  for (const name of [SCOREBOARD_COOKIES.league, SCOREBOARD_COOKIES.leagueNew, SCOREBOARD_COOKIES.leagueGames]) {
    const value = cookie(name(leagueId));
    if (value) return value;
  }
  return null;
}

function plainQuery(query: string): boolean {
  if (query === "") return true;
  const seen = new Set<string>();
  for (const [name] of new URLSearchParams(query)) {
    if (!PAGE_PARAMETERS.has(name) || seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * The cache key: everything besides the database the answer depends on. `edit`: the view of a phone whose token is
 * the league's (edit controls and the share link with that token, the same for every phone that holds it).
 */
export function leagueKeyOf(request: LeagueRequest, edit: boolean): string {
  const zone = request.timeZone === null ? "" : ` ${request.timeZone}`;
  const scheme = request.https ? "https" : "http";
  return `${request.leagueId} ${request.locale} ${scheme}${zone}${edit ? " edit" : ""} ?${request.query}`;
}

// The headers Next's router acts on, and the cache's own request for Next's render.
const NEXT_HEADER = new RegExp(`^(${NEXT_ROUTER_HEADERS}|${RENDER_HEADER}$)`, "i");

function forwardedProto(headers: IncomingHttpHeaders): Record<string, string> {
  const proto = headers["x-forwarded-proto"];
  const value = Array.isArray(proto) ? proto[0] : proto;
  return value === undefined ? {} : { "x-forwarded-proto": value };
}
