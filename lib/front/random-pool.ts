import { randomFillSync } from "node:crypto";

// Random bytes for the front's per-answer values (CSP nonces): taken from a 4 KiB block filled by the system's
// CSPRNG, refilled when used up, instead of one CSPRNG call per answer (each call cost ≈ as much as the rest of a
// header's work in the submit's profile, docs/decisions/026-session-json-cache.md). Every byte is handed out once.

const BLOCK = 4096;
const pool = Buffer.alloc(BLOCK);
let used = BLOCK;

/** `size` fresh random bytes (at most the block's size), as base64. */
export function randomBase64(size: number): string {
  if (used + size > BLOCK) {
    randomFillSync(pool);
    used = 0;
  }
  const out = pool.toString("base64", used, used + size);
  used += size;
  return out;
}
