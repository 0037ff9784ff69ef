import { randomFillSync } from "node:crypto";

// Random bytes for per-request values (the front's CSP nonces, new row ids): taken from a 4 KiB block filled by the
// system's CSPRNG, refilled when used up, instead of one CSPRNG call each (each call cost ≈ as much as the rest of a
// header's work in the submit's profile, docs/decisions/026-session-json-cache.md; a round add makes two ids). Every
// byte is handed out once.

const BLOCK = 4096;
const pool = Buffer.alloc(BLOCK);
let used = BLOCK;

/** `size` fresh random bytes (at most the block's size), as base64 or base64url text. */
export function randomText(size: number, encoding: "base64" | "base64url"): string {
  if (used + size > BLOCK) {
    randomFillSync(pool);
    used = 0;
  }
  const out = pool.toString(encoding, used, used + size);
  used += size;
  return out;
}
