import "server-only";
import { cookies, headers } from "next/headers";
import { servedOverHttps } from "../auth/https";
import { SCOREBOARD_COOKIES } from "../page-cookies";

// The league token (its secret edit link) kept on the phone that created or joined the league. It is sent only
// where it is read (docs/decisions/007-security-headers.md): the league's own pages, the new-game page (filing a
// game into the league) and the game pages (a league phone scores every game of its league). A cookie has one
// path, and those three share no prefix but "/", so the same token is kept under three names. Never under /api
// (the API takes Bearer tokens) nor on other leagues' pages.
const scopes = (leagueId: string) =>
  [
    { name: SCOREBOARD_COOKIES.league(leagueId), path: `/leagues/${leagueId}` },
    { name: SCOREBOARD_COOKIES.leagueNew(leagueId), path: "/new" },
    { name: SCOREBOARD_COOKIES.leagueGames(leagueId), path: "/sessions" },
  ] as const;

/** The cookies that keep a league's token (for `cookies().set` or a response's `cookies.set`, each). */
export function leagueCookies(leagueId: string, token: string, secure: boolean) {
  return scopes(leagueId).map(({ name, path }) => ({
    name,
    value: token,
    httpOnly: true,
    secure,
    sameSite: "lax" as const,
    path,
    maxAge: 60 * 60 * 24 * 365 * 2,
  }));
}

export async function rememberLeagueToken(leagueId: string, token: string): Promise<void> {
  const jar = await cookies();
  for (const cookie of leagueCookies(leagueId, token, servedOverHttps(await headers()))) jar.set(cookie);
}

/** The league token this request carries (whichever of its cookies this page's path receives), or null. */
export async function leagueTokenFor(leagueId: string): Promise<string | null> {
  const jar = await cookies();
  return leagueTokenIn(leagueId, (name) => jar.get(name)?.value);
}

/** The same, from any reader of the request's cookies (the front reads them off Node's request). */
export function leagueTokenIn(leagueId: string, cookie: (name: string) => string | undefined): string | null {
  for (const { name } of scopes(leagueId)) {
    const value = cookie(name);
    if (value) return value;
  }
  return null;
}
