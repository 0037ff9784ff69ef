import { getGame } from "../games/registry";
import { type Replay, replay } from "../games/replay";
import type { AnyGame, GameId, NextRound, Table } from "../games/types";
import type { SessionListItem, SessionView } from "./types";

/** A session as read from the database (see data.ts). */
export interface SessionRecord {
  id: string;
  game: string;
  options: string;
  firstDealer: number;
  leagueId: string | null;
  playedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  players: Array<{ id: string; name: string; seat: number }>;
  rounds: Array<{ number: number; entry: string; createdAt: Date; updatedAt: Date }>;
}

export function tableOf(record: Pick<SessionRecord, "players" | "firstDealer">): Table {
  const players = [...record.players].sort((a, b) => a.seat - b.seat).map((p) => p.id);
  return { players, firstDealer: record.firstDealer };
}

export function gameOf(record: Pick<SessionRecord, "game">): AnyGame {
  const game = getGame(record.game);
  if (!game) throw new Error(`Session uses unknown game "${record.game}".`);
  return game;
}

/**
 * Totals, standings and status are derived here from the stored round entries, every time. A caller that has
 * just replayed exactly these entries (a round write) passes that replay instead of paying for a second one.
 */
export function toSessionView(record: SessionRecord, replayed?: Replay): SessionView {
  const game = gameOf(record);
  // Read through the game's schema: options added since get their defaults, and every value is the effective one.
  const stored = JSON.parse(record.options) as unknown;
  const parsed = game.optionsSchema.safeParse(stored);
  const options = (parsed.success ? parsed.data : stored) as Record<string, unknown>;
  const rounds = [...record.rounds].sort((a, b) => a.number - b.number);
  const entries = rounds.map((round) => JSON.parse(round.entry) as unknown);
  const table = tableOf(record);
  let result = replayed ?? replay(game, table, options, entries);
  let problem: SessionView["problem"];
  if (!result.ok) {
    // Stored rounds always passed the rules when written; show what still holds rather than fail the page.
    problem = { round: result.round, violations: result.violations };
    result = replay(game, table, options, entries.slice(0, result.round - 1));
    if (!result.ok) throw new Error("Replaying a valid prefix failed.");
  }
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  return {
    id: record.id,
    game: game.id as GameId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    options,
    firstDealer: record.firstDealer,
    players: [...record.players].sort((a, b) => a.seat - b.seat).map(({ id, name, seat }) => ({ id, name, seat })),
    rounds: result.rounds.map((played, index) => ({
      number: played.number,
      entry: entries[index],
      scores: played.scores,
      tiebreak: played.tiebreak,
      totals: played.totals,
      seats: played.seats,
      createdAt: rounds[index]!.createdAt.toISOString(),
      updatedAt: rounds[index]!.updatedAt.toISOString(),
    })),
    standings: result.summary.standings.map((row) => ({ ...row, name: names.get(row.playerId) ?? "?" })),
    status: result.summary.status,
    winners: result.summary.winners,
    tiebreak: result.summary.tiebreak,
    next: result.summary.next,
    participants: result.summary.participants,
    progress: result.summary.progress,
    extra: result.summary.extra ?? {},
    leagueId: record.leagueId,
    playedOn: (record.playedAt ?? record.createdAt).toISOString().slice(0, 10),
    ...(problem ? { problem } : {}),
  };
}

/** Who deals and who starts round `number`: the next round's seats, or a past round's as it was played. */
export function roundSeats(session: Pick<SessionView, "next" | "rounds">, number: number): NextRound | null {
  if (session.next?.round === number) return session.next;
  return session.rounds.find((round) => round.number === number)?.seats ?? null;
}

export function toListItem(view: SessionView): SessionListItem {
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  return {
    id: view.id,
    game: view.game,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    players: view.players.map((p) => p.name),
    rounds: view.rounds.length,
    status: view.status,
    winners: view.winners.map((id) => names.get(id) ?? "?"),
    standings: view.standings.map(({ playerId: _, ...standing }) => standing),
  };
}
