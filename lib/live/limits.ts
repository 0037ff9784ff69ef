// How many event streams one server process holds open (docs/limits.md). A stream costs a socket and a listener,
// and one small query per change it watches; the caps keep a flood of idle connections from exhausting sockets.

export const MAX_STREAMS = 1000;
export const MAX_STREAMS_PER_TARGET = 100;
/**
 * Streams one client (one address, lib/api/client-address.ts) may hold open at once: half a session's share, a
 * twentieth of the process's, so no single client can take a session's or the server's every slot. A club whose
 * phones share one address through its Wi-Fi still fits: a phone holds one stream, a dozen tables of four is 48.
 */
export const MAX_STREAMS_PER_CLIENT = 50;
/** A stream is closed after this long; the browser's EventSource reconnects and resumes with Last-Event-ID. */
export const MAX_STREAM_MS = 30 * 60 * 1000;
/** How often a quiet stream sends a comment line, so proxies and phones keep the connection open. */
export const DEFAULT_HEARTBEAT_MS = 15_000;
/** The browser waits this long before reconnecting (the stream's `retry:` field). */
export const RETRY_MS = 2000;
/** Changes replayed on a resume; further behind, the stream sends `resync` and the client reloads. */
export const MAX_REPLAY = 200;

// On globalThis: every route bundle of this process counts against the same caps.
const globalForSlots = globalThis as unknown as {
  decksideLiveSlots?: { total: number; byTarget: Map<string, number>; byClient?: Map<string, number> };
};
const slots = globalForSlots.decksideLiveSlots ?? { total: 0, byTarget: new Map<string, number>() };
// A process that loaded an older copy of this module (hot reload in development) may lack the client counts.
slots.byClient ??= new Map<string, number>();
const byClient = slots.byClient;
globalForSlots.decksideLiveSlots = slots;

/** Why no slot was given: the process or the target is full, or this client holds its whole budget. */
export type SlotRefusal = "full" | "client";

function countDown(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Takes a slot for a stream on `target` opened by `client`: the function that gives it back (once, however often it
 * is called), or why there is none.
 */
export function takeSlot(target: string, client: string): (() => void) | SlotRefusal {
  const used = slots.byTarget.get(target) ?? 0;
  if (slots.total >= MAX_STREAMS || used >= MAX_STREAMS_PER_TARGET) return "full";
  const mine = byClient.get(client) ?? 0;
  if (mine >= MAX_STREAMS_PER_CLIENT) return "client";
  slots.total++;
  slots.byTarget.set(target, used + 1);
  byClient.set(client, mine + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    slots.total--;
    countDown(slots.byTarget, target);
    countDown(byClient, client);
  };
}

export function openStreams(): number {
  return slots.total;
}

/** Streams this client holds open now. */
export function streamsOf(client: string): number {
  return byClient.get(client) ?? 0;
}
