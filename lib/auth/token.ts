import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { randomText } from "./random-pool";

// Edit tokens: 256 random bits, shown once; only their sha256 is stored.
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A league game's own token, derived from the league token: the phone holding the league token can hand out a
 * link for one game (its share link) without handing out the league token, and nobody can go back from the
 * game's token to the league's (HMAC-SHA256). The server still stores only the sha256 of either.
 */
export function leagueGameToken(leagueToken: string, sessionId: string): string {
  return createHmac("sha256", leagueToken).update(`deckside-session:${sessionId}`).digest("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Unguessable ids for sessions, players and rows (128 random bits, from the pooled CSPRNG block). */
export function newId(): string {
  return randomText(16, "base64url");
}
