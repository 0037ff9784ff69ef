import type { Replay } from "../games/replay";
import type { SessionRecord } from "./summary";
import type { ShownRound } from "./view";

// What each round write ends with, per session, kept in this process: the session's players and rounds as written,
// each round as the API shows it, and the replay. The next round added to the same session reads neither players
// nor rounds again and plays only that round on from the replay (continueReplay) instead of every round again, the
// cost that grew with the game (docs/decisions/021-sqlite-hot-path.md, 030). Every write of a session's rounds moves
// its `version` and `updatedAt` in the statement that takes the write lock (mutations.ts writeRounds), whoever writes
// (another process on PostgreSQL, an edit, an undo, a restore): the kept rows are used only while the row read still
// has the version and time they were written at, and with the same game, options and first dealer (what the replay
// also depends on). The entries stay the truth: this is the copy of exactly those rows, never edited on its own.
// Bounded: the least recently written sessions drop out.

type Done = Extract<Replay, { ok: true }>;

/** The session row's fields the kept rows belong to (read fresh by every write). */
export interface RowStamp {
  version: number;
  updatedAt: Date;
  game: string;
  options: string;
  firstDealer: number;
}

export interface KeptWrite {
  players: SessionRecord["players"];
  rounds: SessionRecord["rounds"];
  /** One per round, in round order. */
  shown: ShownRound[];
  replayed: Done;
}

const MAX_SESSIONS = 256;
const kept = new Map<string, { stamp: string; write: KeptWrite }>();

// NUL never occurs in the game id, the options' JSON or numbers, so the parts cannot run into each other.
const stampOf = (row: RowStamp) =>
  `${row.version}\u0000${row.updatedAt.getTime()}\u0000${row.game}\u0000${row.options}\u0000${row.firstDealer}`;

/**
 * What this process wrote last for this session, if the row read is still at that write. It stays kept until a
 * newer write replaces it (a refused request, a wrong token, leaves it as good as it was); nothing in it is ever
 * changed, so two writers racing may both start from it (the lock lets one of them write).
 */
export function keptWrite(id: string, row: RowStamp): KeptWrite | null {
  const entry = kept.get(id);
  if (!entry) return null;
  if (entry.stamp === stampOf(row)) return entry.write;
  kept.delete(id);
  return null;
}

/** Keeps what a committed write of `id` left: `row` as the write's lock statement set it. */
export function keepWrite(id: string, row: RowStamp, write: KeptWrite): void {
  kept.delete(id);
  kept.set(id, { stamp: stampOf(row), write });
  if (kept.size > MAX_SESSIONS) kept.delete(kept.keys().next().value!);
}
