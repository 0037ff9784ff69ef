import { EventEmitter } from "node:events";
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
  if ("sessionId" in notice) bus.emit(sessionTopic(notice.sessionId), notice);
  if (notice.leagueId) bus.emit(leagueTopic(notice.leagueId), notice);
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
