import type { Replay } from "../games/replay";
import type { SummarySource } from "./summary";

// The replay each round write ends with, per session, kept in this process: the next round added to the same
// session plays only that round on from it (continueReplay) instead of every round again, the cost that grew with
// the game (docs/decisions/021-sqlite-hot-path.md). A replay is a pure function of the game, the table, the options
// and the entries, so the key is all of these as stored: an entry is used only for exactly the input it was made
// from, whoever wrote in between (another process on PostgreSQL, an edit, an undo, an import). Bounded: the least
// recently written sessions drop out.

type Done = Extract<Replay, { ok: true }>;

const MAX_SESSIONS = 256;
const kept = new Map<string, { key: string; replayed: Done }>();

// NUL never occurs in JSON text nor in ids, so the parts cannot run into each other.
function keyOf(source: SummarySource): string {
  const seats = [...source.players].sort((a, b) => a.seat - b.seat).map((p) => p.id);
  const rounds = [...source.rounds].sort((a, b) => a.number - b.number).map((r) => r.entry);
  return [source.game, source.options, source.firstDealer, seats.join(","), ...rounds].join("\u0000");
}

/** The replay of exactly this session's stored rounds, if this process made it last; taken out (one writer uses it). */
export function takeReplay(id: string, source: SummarySource): Done | null {
  const entry = kept.get(id);
  if (!entry) return null;
  kept.delete(id);
  return entry.key === keyOf(source) ? entry.replayed : null;
}

/** Keeps the replay of `source` (the session as just written) for its next round. */
export function keepReplay(id: string, source: SummarySource, replayed: Replay): void {
  if (!replayed.ok) return;
  kept.delete(id);
  kept.set(id, { key: keyOf(source), replayed });
  if (kept.size > MAX_SESSIONS) kept.delete(kept.keys().next().value!);
}
