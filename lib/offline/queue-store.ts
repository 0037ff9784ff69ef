import type { Violation } from "../games/types";
import { inOrder } from "./merge";
import { readQueue, writeQueue } from "./storage";
import type { QueuedRound, Refusal } from "./types";

// One store per session for the whole browser tab: the rounds waiting to be sent (mirrored in IndexedDB) and
// whether they are being sent. Pages read it through useSyncExternalStore (components/live/use-round-queue.ts).

export type QueuePhase = "idle" | "sending" | "saved";

export interface QueueState {
  /** Read from IndexedDB yet. */
  loaded: boolean;
  items: QueuedRound[];
  /** "saved": everything this page queued has reached the server. */
  phase: QueuePhase;
}

/**
 * What a send answers: saved, refused by the server (a verdict), or not sent at all: no network, no answer in time,
 * or an answer that is no verdict on the round (`reachable`: the server answered, e.g. 503 while its database restarts;
 * `back`: cut because the server, silent meanwhile, answers again: send again at once).
 */
export type SendResult =
  | { ok: true; version: number }
  | { ok: false; network: true; reachable?: boolean; back?: boolean }
  | { ok: false; network?: false; code: string; message: string; violations: Violation[] };

/** The server's side of a refusal: its round under that number, and its next round number. */
export type TheirsReader = (item: QueuedRound) => Promise<Pick<Refusal, "theirs" | "next"> | null>;

const EMPTY: QueueState = { loaded: false, items: [], phase: "idle" };
const states = new Map<string, QueueState>();
const listeners = new Map<string, Set<() => void>>();
const loading = new Map<string, Promise<void>>();
const flushing = new Set<string>();
const ownVersions = new Set<string>();
const writes = new Map<string, Promise<void>>();

/** Whether this tab made the change that brought a session to `version` (its own send, not another phone's). */
export function isOwnChange(sessionId: string, version: number): boolean {
  return ownVersions.has(`${sessionId}:${version}`);
}

export function queueState(sessionId: string): QueueState {
  return states.get(sessionId) ?? EMPTY;
}

export function subscribeQueue(sessionId: string, listener: () => void): () => void {
  const set = listeners.get(sessionId) ?? new Set();
  listeners.set(sessionId, set);
  set.add(listener);
  void loadQueue(sessionId);
  return () => set.delete(listener);
}

function update(sessionId: string, change: Partial<QueueState>): void {
  states.set(sessionId, { ...queueState(sessionId), ...change });
  for (const listener of listeners.get(sessionId) ?? []) listener();
}

/** Reads the session's queue from IndexedDB once per tab. */
export function loadQueue(sessionId: string): Promise<void> {
  const running = loading.get(sessionId);
  if (running) return running;
  const load = readQueue(sessionId)
    .catch(() => [] as QueuedRound[])
    .then((items) => update(sessionId, { loaded: true, items: inOrder(items) }));
  loading.set(sessionId, load);
  return load;
}

/**
 * Replaces the session's queue, in memory and in IndexedDB (awaited: a reload right after must still find it). Once
 * the queue is loaded, the memory changes before this returns: a board reading it shows the change in the next
 * frame, without waiting for the write (components/rounds/use-round-save.ts).
 */
export function setQueue(sessionId: string, items: readonly QueuedRound[]): Promise<void> {
  if (!queueState(sessionId).loaded) return loadQueue(sessionId).then(() => setQueue(sessionId, items));
  const ordered = inOrder(items);
  update(sessionId, { items: ordered, phase: ordered.length > 0 ? "idle" : queueState(sessionId).phase });
  const write = writeQueue(sessionId, ordered);
  writes.set(sessionId, write);
  return write;
}

/**
 * Settles once the session's queue as it is in memory now is in IndexedDB (or its write failed): a round goes out
 * only after it is kept on the phone, so a reload after its send still finds it until the server has it.
 */
export function queueWritten(sessionId: string): Promise<void> {
  return (writes.get(sessionId) ?? Promise.resolve()).catch(() => undefined);
}

export function enqueue(item: QueuedRound): Promise<void> {
  if (!queueState(item.sessionId).loaded) return loadQueue(item.sessionId).then(() => enqueue(item));
  return setQueue(item.sessionId, [...queueState(item.sessionId).items, item]);
}

/**
 * Sends the waiting rounds in the order they were entered, each with its `round` guard. Stops at the first the
 * network does not take (tried again later) or the server refuses (kept, with both versions, until the person
 * chooses). Returns whether anything reached the server.
 */
export async function flushQueue(
  sessionId: string,
  send: (item: QueuedRound) => Promise<SendResult>,
  theirs: TheirsReader,
  /** Hears of each round the server took, with the version it made, before it leaves the queue (so a board that
   * shows the server's rounds and the waiting ones never shows it in neither). */
  saved: (item: QueuedRound, version: number) => void = () => {},
): Promise<boolean> {
  if (flushing.has(sessionId)) return false;
  flushing.add(sessionId);
  let sent = false;
  try {
    // Loaded already (as a rule): no wait, so a send started at Save leaves before the page re-renders.
    if (!queueState(sessionId).loaded) await loadQueue(sessionId);
    for (;;) {
      const next = queueState(sessionId).items[0];
      if (!next || next.refused) break;
      update(sessionId, { phase: "sending" });
      const result = await send(next);
      if (result.ok) {
        sent = true;
        ownVersions.add(`${sessionId}:${result.version}`);
        saved(next, result.version);
        await setQueue(
          sessionId,
          queueState(sessionId).items.filter((item) => item.id !== next.id),
        );
        continue;
      }
      // No answer: the request may have landed all the same. Its resend carries the same key (the round's id), which
      // the server answers as it answered the first (lib/table/rounds.ts), so it never comes back as a clash.
      if (result.network) break;
      const server = await theirs(next).catch(() => null);
      const refused: Refusal = {
        code: result.code,
        message: result.message,
        violations: result.violations,
        theirs: server?.theirs ?? null,
        next: server?.next ?? next.round,
      };
      await setQueue(
        sessionId,
        queueState(sessionId).items.map((item) => (item.id === next.id ? { ...item, refused } : item)),
      );
      break;
    }
  } finally {
    flushing.delete(sessionId);
    const { items, phase } = queueState(sessionId);
    // A pass that sent nothing leaves "All saved" as the last one said it.
    update(sessionId, { phase: sent ? (items.length === 0 ? "saved" : "idle") : phase === "sending" ? "idle" : phase });
  }
  return sent;
}
