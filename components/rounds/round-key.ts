/**
 * A queued round's id, which is also its idempotency key on the server (POST /sessions/<id>/save): 128 random bits as
 * 22 characters of base64url, like the ids a phone chooses (lib/auth/token.ts `newId`).
 */
export function newRoundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
