import "server-only";
import { cookies } from "next/headers";
import { leagueTokenFor } from "../leagues/cookies";
import { leagueIdOf } from "./data";

// The edit token of a session lives in an httpOnly cookie scoped to that session's pages, so the phone that
// started the game can change it and every other phone can only watch. A league's edit link (its token in a
// cookie) works for every game of that league, as in the API.
const name = (sessionId: string) => `deckside-edit-${sessionId}`;

/** The cookie that holds a session's edit token (for `cookies().set` or a response's `cookies.set`). */
export function editCookie(sessionId: string, token: string) {
  return {
    name: name(sessionId),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    path: `/sessions/${sessionId}`,
    maxAge: 60 * 60 * 24 * 365,
  };
}

export async function rememberToken(sessionId: string, token: string): Promise<void> {
  (await cookies()).set(editCookie(sessionId, token));
}

export async function tokenFor(sessionId: string): Promise<string | null> {
  const own = (await cookies()).get(name(sessionId))?.value;
  if (own) return own;
  const leagueId = await leagueIdOf(sessionId);
  return leagueId ? leagueTokenFor(leagueId) : null;
}
