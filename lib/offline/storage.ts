import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { QueuedRound } from "./types";

// The queue's home in the browser: IndexedDB (it survives a reload, a closed tab and a restart), one key per
// session. idb-keyval (docs/decisions/016-offline-queue.md) is the whole wrapper: a get and a set per change.

let store: UseStore | null = null;
const db = () => {
  store ??= createStore("deckside-offline", "round-queue");
  return store;
};

export async function readQueue(sessionId: string): Promise<QueuedRound[]> {
  if (typeof indexedDB === "undefined") return [];
  return ((await get<QueuedRound[]>(sessionId, db())) ?? []).filter((item) => item.sessionId === sessionId);
}

export async function writeQueue(sessionId: string, queue: readonly QueuedRound[]): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  if (queue.length === 0) await del(sessionId, db());
  else await set(sessionId, [...queue], db());
}
