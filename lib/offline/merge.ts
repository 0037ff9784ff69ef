import type { PlayedRound } from "../games/replay";
import { replay } from "../games/replay";
import type { AnyGame, Summary, Violation } from "../games/types";
import { issueDetail } from "../i18n/zod-issues";
import type { QueuedRound, SessionSnapshot } from "./types";

// Pure: how the browser derives a session from the server's entries plus the rounds still waiting to be sent.

/** Oldest first: the order they were entered in, which is the order they are sent in. */
export function inOrder(queue: readonly QueuedRound[]): QueuedRound[] {
  return [...queue].sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
}

/** The newer of two snapshots of one session (a live change or a later page moves the version on). */
export function newerSnapshot(a: SessionSnapshot | null, b: SessionSnapshot): SessionSnapshot {
  return a && a.sessionId === b.sessionId && a.version > b.version ? a : b;
}

/** A round change as the live feed sends it (lib/live/types.ts): enough to bring a snapshot's entries up to date. */
export interface EntryChange {
  version: number;
  kind: "added" | "edited" | "undone";
  round: number;
  entry: unknown;
}

/**
 * The snapshot with the live changes made after it, oldest first: the server's entries as they are now, without
 * asking the server. A change that does not fit (one was missed) leaves the snapshot as it was: the page then
 * reloads from the server, as it does for a resync.
 */
export function applyChanges(snapshot: SessionSnapshot, changes: readonly EntryChange[]): SessionSnapshot {
  let entries = snapshot.entries;
  let version = snapshot.version;
  for (const change of [...changes].sort((a, b) => a.version - b.version)) {
    if (change.version <= version) continue;
    if (change.kind === "added" && change.round === entries.length + 1) entries = [...entries, change.entry];
    else if (change.kind === "edited" && change.round <= entries.length)
      entries = entries.map((entry, i) => (i === change.round - 1 ? change.entry : entry));
    else if (change.kind === "undone" && change.round === entries.length) entries = entries.slice(0, -1);
    else break;
    version = change.version;
  }
  return version === snapshot.version ? snapshot : { ...snapshot, entries, version };
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

export interface Derived {
  merged: Merged;
  /** The rounds with scores and running totals, waiting ones included (as the server would compute them). */
  rounds: PlayedRound[];
  summary: Summary | null;
}

/** The scoreboard as it will be once the waiting rounds are saved: the engine's replay over the merged entries. */
export function derive(game: AnyGame, snapshot: SessionSnapshot, queue: readonly QueuedRound[]): Derived {
  const merged = mergeQueue(snapshot.entries, queue);
  const result = replay(game, tableOf(snapshot), optionsOf(game, snapshot), merged.entries);
  return result.ok ? { merged, rounds: result.rounds, summary: result.summary } : { merged, rounds: [], summary: null };
}

/** The engine's verdict on a new round (or an edit of `round`) entered on top of the server's and queued rounds. */
export function checkOffline(
  game: AnyGame,
  snapshot: SessionSnapshot,
  queue: readonly QueuedRound[],
  entry: unknown,
  edit: number | null,
): Violation[] {
  const parsed = game.entrySchema.safeParse(entry);
  if (!parsed.success) {
    // The same violations by field as the server's answer (lib/sessions/action-result.ts).
    return parsed.error.issues.map(issueDetail).map(({ path, ...issue }) => ({ ...issue, field: path }));
  }
  const { entries } = mergeQueue(snapshot.entries, queue);
  const before = edit === null ? entries : entries.slice(0, edit - 1);
  const after = edit === null ? [] : entries.slice(edit);
  const table = tableOf(snapshot);
  const options = optionsOf(game, snapshot);
  const upTo = replay(game, table, options, before);
  if (!upTo.ok) return upTo.violations;
  const violations = game.validate(parsed.data, upTo.state);
  if (violations.length > 0 || after.length === 0) return violations;
  // An edit must leave every later round valid, as the server demands.
  const whole = replay(game, table, options, [...before, parsed.data, ...after]);
  return whole.ok ? [] : whole.violations;
}

/** One round's scores if `entry` were played as round `round` on top of these entries (for showing "mine"). */
export function scoresOf(
  game: AnyGame,
  snapshot: SessionSnapshot,
  entries: readonly unknown[],
  round: number,
  entry: unknown,
): PlayedRound["scores"] | null {
  const result = replay(game, tableOf(snapshot), optionsOf(game, snapshot), [...entries.slice(0, round - 1), entry]);
  return result.ok ? (result.rounds.at(-1)?.scores ?? null) : null;
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

function tableOf(snapshot: SessionSnapshot) {
  return { players: snapshot.players.map((p) => p.id), firstDealer: snapshot.firstDealer };
}

/** The options as the server replays them: the schema's defaults filled in (lib/sessions/summary.ts). */
function optionsOf(game: AnyGame, snapshot: SessionSnapshot): unknown {
  const parsed = game.optionsSchema.safeParse(snapshot.options);
  return parsed.success ? parsed.data : snapshot.options;
}
