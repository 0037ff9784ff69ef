import type { QueuedRound, SessionSnapshot } from "./types";

// Pure: how the browser lays the rounds still waiting to be sent over the server's entries. Light on purpose (every
// session page loads it); the engine's replay over the result is in replay-queue.ts, loaded when rounds wait.

/** Oldest first: the order they were entered in, which is the order they are sent in. */
export function inOrder(queue: readonly QueuedRound[]): QueuedRound[] {
  return [...queue].sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
}

/** A round change as the live feed sends it (lib/live/types.ts): enough to bring a snapshot's entries up to date. */
export interface EntryChange {
  version: number;
  kind: "added" | "edited" | "undone";
  round: number;
  entry: unknown;
  /** When the server recorded it (ISO): the round's and the session's time as the phone shows them. */
  at: string;
}

/**
 * The snapshot with the live changes made after it, in version order: the server's entries as they are now, without
 * asking the server. Applying stops at the first change that does not follow (its version is not the next one, or its
 * round does not fit): the caller fetches the missing changes (`GET /api/v1/sessions/:id/history?after=<version>`).
 * A change the snapshot already holds (its version at or below the snapshot's) is skipped.
 */
export function applyChanges(snapshot: SessionSnapshot, changes: readonly EntryChange[]): SessionSnapshot {
  let { entries, times, version, updatedAt } = snapshot;
  for (const change of [...changes].sort((a, b) => a.version - b.version)) {
    if (change.version <= version) continue;
    if (change.version !== version + 1) break;
    const { round, at } = change;
    if (change.kind === "added" && round === entries.length + 1) {
      entries = [...entries, change.entry];
      times = [...times, { createdAt: at, updatedAt: at }];
    } else if (change.kind === "edited" && round >= 1 && round <= entries.length) {
      entries = entries.map((entry, i) => (i === round - 1 ? change.entry : entry));
      times = times.map((time, i) => (i === round - 1 ? { ...time, updatedAt: at } : time));
    } else if (change.kind === "undone" && round === entries.length && round >= 1) {
      entries = entries.slice(0, -1);
      times = times.slice(0, -1);
    } else break;
    version = change.version;
    updatedAt = at;
  }
  return version === snapshot.version ? snapshot : { ...snapshot, entries, times, version, updatedAt };
}

export interface Merged {
  /** The entries to replay: the server's, then the waiting rounds that still fit. */
  entries: unknown[];
  /** Waiting rounds that fit, with the round number each takes. */
  waiting: { item: QueuedRound; round: number }[];
  /** Waiting rounds that no longer fit: another phone entered (or undid) that round meanwhile, or the server refused. */
  conflicts: QueuedRound[];
}

/**
 * Lays the queued rounds over the server's entries, oldest first. A new round fits when its guard is the next round
 * number; an edit when that round exists. The first that does not fit is a conflict, and so is everything after it
 * (each later round was entered on top of it).
 */
export function mergeQueue(serverEntries: readonly unknown[], queue: readonly QueuedRound[]): Merged {
  const entries = [...serverEntries];
  const waiting: Merged["waiting"] = [];
  const conflicts: QueuedRound[] = [];
  for (const item of inOrder(queue)) {
    const fits =
      conflicts.length === 0 &&
      !item.refused &&
      (item.isEdit ? item.round >= 1 && item.round <= entries.length : item.round === entries.length + 1);
    if (!fits) {
      conflicts.push(item);
      continue;
    }
    if (item.isEdit) entries[item.round - 1] = item.entry;
    else entries.push(item.entry);
    waiting.push({ item, round: item.round });
  }
  return { entries, waiting, conflicts };
}

/**
 * "Add mine as the next round": the refused round takes the server's next number and every later waiting round moves
 * on by as much, so they stay in the order they were entered.
 */
export function moveToNext(queue: readonly QueuedRound[], id: string, next: number): QueuedRound[] {
  const ordered = inOrder(queue);
  const index = ordered.findIndex((item) => item.id === id);
  const moved = ordered[index];
  if (!moved) return ordered;
  const shift = next - moved.round;
  return ordered.map((item, i) => {
    if (i < index || item.isEdit) return item;
    const { refused: _, ...rest } = item;
    return { ...rest, isEdit: false, round: item.round + shift };
  });
}

/** "Replace theirs with mine": the refused round becomes an edit of that round. */
export function asEdit(queue: readonly QueuedRound[], id: string): QueuedRound[] {
  return queue.map((item) => {
    if (item.id !== id) return item;
    const { refused: _, ...rest } = item;
    return { ...rest, isEdit: true };
  });
}
