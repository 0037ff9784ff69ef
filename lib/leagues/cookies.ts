import "server-only";
import { cookies } from "next/headers";

// The league token (its secret edit link) kept on the phone that created or joined the league.
const name = (leagueId: string) => `deckside-league-${leagueId}`;

export function leagueCookie(leagueId: string, token: string) {
  return {
    name: name(leagueId),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    maxAge: 60 * 60 * 24 * 365 * 2,
  };
}

export async function rememberLeagueToken(leagueId: string, token: string): Promise<void> {
  (await cookies()).set(leagueCookie(leagueId, token));
}

export async function leagueTokenFor(leagueId: string): Promise<string | null> {
  return (await cookies()).get(name(leagueId))?.value ?? null;
}
