// Ids and secrets a phone chooses itself, for a game started without a network (docs/decisions/036-table-on-the-phone.md):
// the same sizes and alphabet as the server's (lib/auth/token.ts `newId`, `newToken`), from the browser's CSPRNG.

function randomText(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  let binary = "";
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** 128 random bits as 22 characters of base64url: a session's or a player's id. */
export function phoneId(): string {
  return randomText(16);
}

/** 256 random bits as 43 characters of base64url: a game's edit secret. */
export function phoneSecret(): string {
  return randomText(32);
}
