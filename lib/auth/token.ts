import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Edit tokens: 256 random bits, shown once; only their sha256 is stored.
export function newToken(): string {
  return randomBytes(32).toString("base64url");
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

/** Unguessable ids for sessions and players (128 random bits). */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}
