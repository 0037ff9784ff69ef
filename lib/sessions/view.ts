import type { Replay } from "../games/replay";
import type { GameId } from "../games/types";
import { computeSummary, type SessionRecord, type StoredSummary, storedSummary } from "./summary";
import type { SessionListItem, SessionView } from "./types";
import { type SessionFacts, type ShownRound, sessionViewOf } from "./view-of";

export { gameOf, type SessionRecord, tableOf } from "./summary";
export type { ShownRound } from "./view-of";

/**
 * The full recomputation: totals, standings and status derived from the stored round entries by replaying them.
 * Writes use it (a caller that has just replayed exactly these entries passes that replay); reads use `readView`.
 */
export function toSessionView(record: SessionRecord, replayed?: Replay): SessionView {
  return viewOf(record, computeSummary(record, replayed));
}

/** The session as stored: its stored summary when usable, else (rows from before it was stored) a recomputation. */
export function readView(record: SessionRecord): SessionView {
  return viewOf(record, storedSummary(record) ?? computeSummary(record));
}

export function shownRound(round: SessionRecord["rounds"][number]): ShownRound {
  return {
    entry: JSON.parse(round.entry) as unknown,
    createdAt: round.createdAt.toISOString(),
    updatedAt: round.updatedAt.toISOString(),
  };
}

/**
 * The API's session object: the record's own fields and entries, and what the summary says the entries derive.
 * `shown`: the record's rounds already made into `shownRound`s, in round order (a round add keeps them from the
 * write before, so a submit's answer parses and formats only its new round: decision 030).
 */
export function viewOf(record: SessionRecord, summary: StoredSummary, shown?: readonly ShownRound[]): SessionView {
  const rounds = shown ? [] : [...record.rounds].sort((a, b) => a.number - b.number);
  const facts: SessionFacts = {
    id: record.id,
    game: record.game as GameId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    firstDealer: record.firstDealer,
    players: record.players,
    leagueId: record.leagueId,
    version: record.version ?? 0,
    playedOn: (record.playedAt ?? record.createdAt).toISOString().slice(0, 10),
  };
  return sessionViewOf(facts, summary, (index) => shown?.[index] ?? shownRound(rounds[index]!));
}

/** The home list's row: from the stored summary alone (no rounds read). */
export function listItemOf(
  record: Pick<SessionRecord, "id" | "game" | "createdAt" | "updatedAt" | "players">,
  summary: StoredSummary,
): SessionListItem {
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  return {
    id: record.id,
    game: record.game as GameId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    players: [...record.players].sort((a, b) => a.seat - b.seat).map((p) => p.name),
    rounds: summary.rounds.length,
    status: summary.status,
    winners: summary.winners.map((id) => names.get(id) ?? "?"),
    standings: summary.standings.map(({ playerId, ...standing }) => ({
      ...standing,
      name: names.get(playerId) ?? "?",
    })),
  };
}
