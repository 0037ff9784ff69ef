import { EventEmitter } from "node:events";
import { takePresence } from "./presence";
import type { LiveNotice } from "./types";

// The process's one in-memory bus: every open stream listens on its topic. On globalThis because Next may load
// this module once per route bundle; all of them must share one emitter.
const globalForBus = globalThis as unknown as { decksideLiveBus?: EventEmitter };
const bus = globalForBus.decksideLiveBus ?? new EventEmitter();
// Each open stream adds one listener; the stream caps (limits.ts) bound them, not Node's leak warning.
bus.setMaxListeners(0);
globalForBus.decksideLiveBus = bus;

/** Sent when notices may have been missed (the PostgreSQL listener reconnected): every stream catches up. */
const RESYNC = "resync";

export const sessionTopic = (id: string) => `session:${id}`;
export const leagueTopic = (id: string) => `league:${id}`;

/** Hands a notice to the streams of this process that watch its session or league. */
export function deliver(notice: LiveNotice): void {
  if (notice.what === "presence") {
    // Only a change of the list reaches the streams: a form's renewal every 10 s moves its expiry and nothing else.
    if (takePresence(notice, announcePresence)) announcePresence(notice.sessionId);
    return;
  }
  if ("sessionId" in notice && notice.leagueOnly !== true) bus.emit(sessionTopic(notice.sessionId), notice);
  if (notice.leagueId) bus.emit(leagueTopic(notice.leagueId), notice);
}

/**
 * Tells a session's streams that its presence list changed. Only `what` is read from this notice: each stream sends
 * the list as it is now (lib/live/presence.ts), whichever phone's update or expiry changed it.
 */
function announcePresence(sessionId: string): void {
  bus.emit(sessionTopic(sessionId), { sessionId, what: "presence" });
}

export function deliverResync(): void {
  bus.emit(RESYNC);
}

/** Listens on a topic and for resyncs; returns the function that stops listening. */
export function listen(topic: string, onNotice: (notice: LiveNotice) => void, onResync: () => void): () => void {
  bus.on(topic, onNotice);
  bus.on(RESYNC, onResync);
  return () => {
    bus.off(topic, onNotice);
    bus.off(RESYNC, onResync);
  };
}
