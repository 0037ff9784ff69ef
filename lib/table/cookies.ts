import "server-only";
import { cookies, headers } from "next/headers";
import type { NextResponse } from "next/server";
import { servedOverHttps } from "../auth/https";
import { leagueGameToken } from "../auth/token";
import { leagueTokenFor, leagueTokenIn } from "../leagues/cookies";
import { SCOREBOARD_COOKIES } from "../page-cookies";
import { recentCookie, recentIdsOf, rememberRecent } from "../recent/cookies";
import { isOwnToken, leagueIdOf } from "../sessions/data";

// The edit token of a session lives in an httpOnly cookie scoped to that session's pages, so the phone that
// started the game can change it and every other phone can only watch. A league's edit link (its token in a
// cookie) works for every game of that league, as in the API.
const name = SCOREBOARD_COOKIES.edit;

/** The cookie that holds a session's edit token (for `cookies().set` or a response's `cookies.set`). */
export function editCookie(sessionId: string, token: string, secure: boolean) {
  return {
    name: name(sessionId),
    value: token,
    httpOnly: true,
    secure,
    sameSite: "lax" as const,
    path: `/sessions/${sessionId}`,
    maxAge: 60 * 60 * 24 * 365,
  };
}

/** A game this phone just started (created or rematched): it may edit it, and it shows in this phone's history. */
export async function rememberNewGame(sessionId: string, token: string): Promise<void> {
  (await cookies()).set(editCookie(sessionId, token, servedOverHttps(await headers())));
  await rememberRecent("session", sessionId);
}

/**
 * The same from a page route's own response (the phone's create and a backup's restore): this phone may edit the game
 * (its edit cookie, when there is a token) and has it in its history.
 */
export function giveGameToPhone(
  response: NextResponse,
  request: Request,
  sessionId: string,
  token: string | null,
): void {
  const secure = servedOverHttps(request.headers, request.url);
  if (token) response.cookies.set(editCookie(sessionId, token, secure));
  const recent = recentCookie("session", sessionId, recentIdsOf("session", request), secure);
  if (recent) response.cookies.set(recent);
}

export async function tokenFor(sessionId: string): Promise<string | null> {
  const jar = await cookies();
  return tokenIn(sessionId, (cookie) => jar.get(cookie)?.value);
}

/**
 * The edit token a request's cookies carry for a session: its own, else its league's. From any reader of the cookies:
 * the pages' `cookies()`, or the front's parse of Node's request (lib/front/session-handlers.ts).
 */
export async function tokenIn(sessionId: string, cookie: (name: string) => string | undefined): Promise<string | null> {
  const own = cookie(name(sessionId));
  if (own) return own;
  const leagueId = await leagueIdOf(sessionId);
  return leagueId ? leagueTokenIn(leagueId, cookie) : null;
}

/**
 * The token a "keep score on another phone" link may carry: this session's own, never its league's (one scanned
 * QR code must not hand over the whole league). A phone holding only the league token derives the game's own
 * token from it; a league game created before tokens were derived has none to share (null: no link).
 */
export async function shareTokenFor(sessionId: string): Promise<string | null> {
  const own = (await cookies()).get(name(sessionId))?.value ?? null;
  if (await isOwnToken(sessionId, own)) return own;
  const leagueId = await leagueIdOf(sessionId);
  const leagueToken = leagueId ? await leagueTokenFor(leagueId) : null;
  const derived = leagueToken ? leagueGameToken(leagueToken, sessionId) : null;
  return (await isOwnToken(sessionId, derived)) ? derived : null;
}
