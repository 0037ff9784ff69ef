// How many event streams one server process holds open (docs/limits.md). A stream costs a socket and a listener,
// and one small query per change it watches; the caps keep a flood of idle connections from exhausting sockets.

export const MAX_STREAMS = 1000;
export const MAX_STREAMS_PER_TARGET = 100;
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
  decksideLiveSlots?: { total: number; byTarget: Map<string, number> };
};
const slots = globalForSlots.decksideLiveSlots ?? { total: 0, byTarget: new Map<string, number>() };
globalForSlots.decksideLiveSlots = slots;

/** Takes a slot for a stream on `target`; null when a cap is reached, else the function that gives it back. */
export function takeSlot(target: string): (() => void) | null {
  const used = slots.byTarget.get(target) ?? 0;
  if (slots.total >= MAX_STREAMS || used >= MAX_STREAMS_PER_TARGET) return null;
  slots.total++;
  slots.byTarget.set(target, used + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    slots.total--;
    const left = (slots.byTarget.get(target) ?? 1) - 1;
    if (left > 0) slots.byTarget.set(target, left);
    else slots.byTarget.delete(target);
  };
}

export function openStreams(): number {
  return slots.total;
}
