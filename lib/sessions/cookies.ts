import "server-only";
import { cookies } from "next/headers";

// The edit token of a session lives in an httpOnly cookie scoped to that session's pages, so the phone that
// started the game (or opened its edit link) can change it, and every other phone can only watch.
const name = (sessionId: string) => `deckside-edit-${sessionId}`;

export async function rememberToken(sessionId: string, token: string): Promise<void> {
  (await cookies()).set(name(sessionId), token, {
    httpOnly: true,
    sameSite: "lax",
    path: `/sessions/${sessionId}`,
    maxAge: 60 * 60 * 24 * 365,
  });
}

export async function tokenFor(sessionId: string): Promise<string | null> {
  return (await cookies()).get(name(sessionId))?.value ?? null;
}
