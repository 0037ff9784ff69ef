import { toCsv } from "../csv";
import type { SessionView } from "./types";

// One game as a file (issue 11, "share a result"): every round's score and running total per player, and the
// final standings. Names are what a spreadsheet shows; ids keep the link to the API.

export interface SessionExport {
  id: string;
  game: string;
  playedOn: string;
  status: SessionView["status"];
  options: Record<string, unknown>;
  players: Array<{ id: string; name: string; seat: number }>;
  winners: string[];
  standings: SessionView["standings"];
  rounds: Array<{
    number: number;
    tiebreak: boolean;
    players: Array<{ id: string; name: string; score: number; total: number }>;
  }>;
}

export function sessionExport(session: SessionView): SessionExport {
  const names = new Map(session.players.map((p) => [p.id, p.name]));
  return {
    id: session.id,
    game: session.game,
    playedOn: session.playedOn,
    status: session.status,
    options: session.options,
    players: session.players,
    winners: session.winners.map((id) => names.get(id) ?? "?"),
    standings: session.standings,
    rounds: session.rounds.map((round) => ({
      number: round.number,
      tiebreak: round.tiebreak,
      // A player who sat a round out (a tie-break among others) has no score in it: no line.
      players: session.players
        .filter((p) => round.scores[p.id] !== undefined)
        .map((p) => ({ id: p.id, name: p.name, score: round.scores[p.id]!, total: round.totals[p.id] ?? 0 })),
    })),
  };
}

/**
 * One line per player per round, then one per player with the final rank (round "final"): its total, or the strikes
 * or tokens left in the games that count those.
 */
export function sessionCsv(session: SessionView): string {
  const data = sessionExport(session);
  const lines = data.rounds.flatMap((round) =>
    round.players.map((p) => [round.number, round.tiebreak ? "yes" : "no", p.name, p.score, p.total, null, null, null]),
  );
  const finals = data.standings.map((row) => [
    "final",
    null,
    row.name,
    null,
    row.score ?? null,
    row.rank,
    row.strikes ?? null,
    row.lives ?? null,
  ]);
  return toCsv(["round", "tiebreak", "name", "score", "total", "rank", "strikes", "tokens"], [...lines, ...finals]);
}

/** A file name a phone can save: the game and the day, nothing a file system refuses. */
export function exportFileName(session: SessionView, extension: "csv" | "json"): string {
  return `deckside-${session.game}-${session.playedOn}.${extension}`;
}
