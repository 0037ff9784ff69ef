import { rating as newRating, ordinal, rate } from "openskill";
import type { HeadToHead, LeagueGame, Rating, StandingRow } from "./types";

/** Default league points by place (1st, 2nd, ...); places beyond the table score 0. */
export const DEFAULT_POINTS_TABLE = [10, 6, 4, 3, 2, 1] as const;
/** Fewer games than this and the rating is marked provisional. */
export const PROVISIONAL_GAMES = 5;

export function pointsFor(rank: number, table: readonly number[]): number {
  return table[rank - 1] ?? 0;
}

/** Games in the order ratings are updated: by finish time, then session id, so the result is deterministic. */
export function chronological(games: readonly LeagueGame[]): LeagueGame[] {
  return [...games].sort(
    (a, b) => a.finishedAt.getTime() - b.finishedAt.getTime() || a.sessionId.localeCompare(b.sessionId),
  );
}

/** Every member's ratings: one entry per game they played, in rating order. */
export type RatingHistory = Map<string, Array<{ sessionId: string; finishedAt: Date; rating: Rating }>>;

/** OpenSkill (Plackett-Luce) ratings after each game, replayed in date order from the stored results. */
export function ratingHistory(games: readonly LeagueGame[]): RatingHistory {
  const current = new Map<string, Rating>();
  const history: RatingHistory = new Map();
  for (const game of chronological(games)) {
    if (game.placements.length < 2) continue;
    const before = game.placements.map((p) => current.get(p.memberId) ?? newRating());
    const after = rate(
      before.map((r) => [r]),
      { rank: game.placements.map((p) => p.rank) },
    );
    game.placements.forEach((placement, index) => {
      const updated = after[index]?.[0];
      if (!updated) return;
      const value = { mu: updated.mu, sigma: updated.sigma };
      current.set(placement.memberId, value);
      const list = history.get(placement.memberId) ?? [];
      list.push({ sessionId: game.sessionId, finishedAt: game.finishedAt, rating: value });
      history.set(placement.memberId, list);
    });
  }
  return history;
}

function streakOf(ranks: number[]): StandingRow["streak"] {
  const last = ranks.at(-1);
  if (last === undefined) return null;
  const kind = last === 1 ? "W" : "L";
  let length = 0;
  for (let i = ranks.length - 1; i >= 0 && (ranks[i] === 1) === (kind === "W"); i--) length++;
  return { kind, length };
}

/**
 * The league table over the given finished games, best first (`compareStandings`). A caller
 * that also needs the rating history for these games passes it, so the ratings are replayed once.
 */
export function leagueStandings(
  games: readonly LeagueGame[],
  members: ReadonlyMap<string, string>,
  pointsTable: readonly number[],
  history: RatingHistory = ratingHistory(games),
): StandingRow[] {
  const ordered = chronological(games);
  const ranksOf = new Map<string, number[]>();
  for (const game of ordered) {
    for (const p of game.placements) ranksOf.set(p.memberId, [...(ranksOf.get(p.memberId) ?? []), p.rank]);
  }
  const rows: StandingRow[] = [];
  for (const [memberId, ranks] of ranksOf) {
    const rating = history.get(memberId)?.at(-1)?.rating ?? newRating();
    const wins = ranks.filter((r) => r === 1).length;
    rows.push({
      memberId,
      name: members.get(memberId) ?? "?",
      played: ranks.length,
      wins,
      winRate: wins / ranks.length,
      averagePlacement: ranks.reduce((a, b) => a + b, 0) / ranks.length,
      points: ranks.reduce((sum, rank) => sum + pointsFor(rank, pointsTable), 0),
      rating,
      ratingEstimate: ordinal(rating),
      provisional: ranks.length < PROVISIONAL_GAMES,
      streak: streakOf(ranks),
    });
  }
  return rows.sort(compareStandings);
}

/**
 * The standings order: league points first (what a league plays for, and what a phone shows), then wins, then
 * the conservative rating estimate, then the name.
 */
export function compareStandings(a: StandingRow, b: StandingRow): number {
  return b.points - a.points || b.wins - a.wins || b.ratingEstimate - a.ratingEstimate || a.name.localeCompare(b.name);
}

/** A member's record against every other member, over the games both played. */
export function headToHead(
  games: readonly LeagueGame[],
  memberId: string,
  members: ReadonlyMap<string, string>,
): HeadToHead[] {
  const records = new Map<string, HeadToHead>();
  for (const game of games) {
    const mine = game.placements.find((p) => p.memberId === memberId);
    if (!mine) continue;
    for (const other of game.placements) {
      if (other.memberId === memberId) continue;
      const record = records.get(other.memberId) ?? {
        opponentId: other.memberId,
        opponentName: members.get(other.memberId) ?? "?",
        wins: 0,
        losses: 0,
        draws: 0,
      };
      if (mine.rank < other.rank) record.wins++;
      else if (mine.rank > other.rank) record.losses++;
      else record.draws++;
      records.set(other.memberId, record);
    }
  }
  return [...records.values()].sort(
    (a, b) =>
      b.wins + b.losses + b.draws - (a.wins + a.losses + a.draws) || a.opponentName.localeCompare(b.opponentName),
  );
}
