import { AppError } from "../errors";

// What keeps league imports (POST /api/v1/leagues/import, no token needed) from crowding out everyone else
// (docs/limits.md): one import at a time per server process, and a budget of imports per client. Both in memory, on
// globalThis so every route bundle of the process shares them.

/** Imports a client may start at once before it has to wait for refills. */
export const IMPORT_BURST = 30;
/** One more import for a client every this many seconds (120 an hour, far past any organiser's restores). */
export const IMPORT_REFILL_SECONDS = 30;
/** What a client is told to wait when another import is running (a large one takes tens of seconds). */
export const IMPORT_BUSY_RETRY_SECONDS = 10;
/** Budgets of clients not seen for this long are dropped, so the map stays small. */
const FORGET_MS = IMPORT_BURST * IMPORT_REFILL_SECONDS * 1000;

interface Bucket {
  tokens: number;
  at: number;
}

const globalForGate = globalThis as unknown as {
  decksideImportGate?: { running: boolean; buckets: Map<string, Bucket> };
};
const gate = globalForGate.decksideImportGate ?? { running: false, buckets: new Map<string, Bucket>() };
globalForGate.decksideImportGate = gate;

/** Takes one import from `client`'s budget; 429 `rate_limited` with Retry-After when it is spent. */
export function chargeImport(client: string, now = Date.now()): void {
  forgetIdle(now);
  const bucket = gate.buckets.get(client) ?? { tokens: IMPORT_BURST, at: now };
  const refilled = Math.min(IMPORT_BURST, bucket.tokens + (now - bucket.at) / (IMPORT_REFILL_SECONDS * 1000));
  if (refilled < 1) {
    gate.buckets.set(client, { tokens: refilled, at: now });
    const wait = Math.ceil((1 - refilled) * IMPORT_REFILL_SECONDS);
    throw new AppError(
      "rate_limited",
      `Too many league imports from this address; try again in ${wait} seconds.`,
      { retryAfter: wait },
      wait,
    );
  }
  gate.buckets.set(client, { tokens: refilled - 1, at: now });
}

function forgetIdle(now: number): void {
  if (gate.buckets.size < 1000) return;
  for (const [client, bucket] of gate.buckets) if (now - bucket.at > FORGET_MS) gate.buckets.delete(client);
}

/**
 * Takes the process's import slot; 503 `unavailable` with Retry-After while another import holds it. The returned
 * function gives it back (once, however often it is called).
 */
export function takeImportSlot(): () => void {
  if (gate.running)
    throw new AppError(
      "unavailable",
      "Another league backup is being restored on this server; try again in a few seconds.",
      { reason: "import_running", retryAfter: IMPORT_BUSY_RETRY_SECONDS },
      IMPORT_BUSY_RETRY_SECONDS,
    );
  gate.running = true;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    gate.running = false;
  };
}
