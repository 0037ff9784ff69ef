// The league standings as a running state, one game at a time: what is stored per member (LeagueStanding) and
// per member and game (LeagueRatingStep), so a game finishing after all others costs O(players), not a replay.
// stats.ts stays the reference: the property tests check that applying games here gives what it computes.
import { rating as newRating, ordinal, rate } from "openskill";
import { compareStandings, PROVISIONAL_GAMES, pointsFor } from "./stats";
import type { LeagueGame, StandingRow } from "./types";

/** A member's standing after some games. */
export interface MemberState {
  played: number;
  wins: number;
  rankSum: number;
  points: number;
  mu: number;
  sigma: number;
  /** The current run: wins (true) or games without a win (false); its length (0 before the first game). */
  streakWins: boolean;
  streakLength: number;
}

/** One member's state right after one game. */
export interface RatingStep extends MemberState {
  sessionId: string;
  memberId: string;
  finishedAt: Date;
  rank: number;
  /** Whether the game changed ratings (a game of fewer than two members does not). */
  rated: boolean;
}

export function initialState(): MemberState {
  const { mu, sigma } = newRating();
  return { played: 0, wins: 0, rankSum: 0, points: 0, mu, sigma, streakWins: false, streakLength: 0 };
}

/** The state a step records (without its game's fields). */
export function stateOf(step: MemberState): MemberState {
  const { played, wins, rankSum, points, mu, sigma, streakWins, streakLength } = step;
  return { played, wins, rankSum, points, mu, sigma, streakWins, streakLength };
}

/**
 * Applies one game after every game already in `state` (which it updates) and returns each member's step. The
 * rating update is the one `ratingHistory` makes; the counts are those `leagueStandings` sums.
 */
export function applyGame(
  state: Map<string, MemberState>,
  game: LeagueGame,
  pointsTable: readonly number[],
): RatingStep[] {
  const rated = game.placements.length >= 2;
  const before = game.placements.map((p) => state.get(p.memberId) ?? initialState());
  const after = rated
    ? rate(
        before.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
        { rank: game.placements.map((p) => p.rank) },
      )
    : [];
  return game.placements.map((placement, index) => {
    const old = before[index]!;
    const won = placement.rank === 1;
    const updated = after[index]?.[0];
    const next: MemberState = {
      played: old.played + 1,
      wins: old.wins + (won ? 1 : 0),
      rankSum: old.rankSum + placement.rank,
      points: old.points + pointsFor(placement.rank, pointsTable),
      mu: updated ? updated.mu : old.mu,
      sigma: updated ? updated.sigma : old.sigma,
      streakWins: won,
      streakLength: old.played > 0 && old.streakWins === won ? old.streakLength + 1 : 1,
    };
    state.set(placement.memberId, next);
    return {
      ...next,
      sessionId: game.sessionId,
      memberId: placement.memberId,
      finishedAt: game.finishedAt,
      rank: placement.rank,
      rated: updated !== undefined,
    };
  });
}

/** Applies `games` (in rating order: `chronological`) one after the other from `state`. */
export function applyGames(
  state: Map<string, MemberState>,
  games: readonly LeagueGame[],
  pointsTable: readonly number[],
): RatingStep[] {
  return games.flatMap((game) => applyGame(state, game, pointsTable));
}

/** A standings row from a member's stored state (the fields `leagueStandings` computes). */
export function standingRow(memberId: string, name: string, s: MemberState): StandingRow {
  const rating = { mu: s.mu, sigma: s.sigma };
  return {
    memberId,
    name,
    played: s.played,
    wins: s.wins,
    winRate: s.wins / s.played,
    averagePlacement: s.rankSum / s.played,
    points: s.points,
    rating,
    ratingEstimate: ordinal(rating),
    provisional: s.played < PROVISIONAL_GAMES,
    streak: s.streakLength > 0 ? { kind: s.streakWins ? "W" : "L", length: s.streakLength } : null,
  };
}

/** The standings table from every member's stored state, in the order `leagueStandings` gives. */
export function standingsFromStates(
  states: ReadonlyArray<{ memberId: string } & MemberState>,
  names: ReadonlyMap<string, string>,
): StandingRow[] {
  return states
    .filter((s) => s.played > 0)
    .map((s) => standingRow(s.memberId, names.get(s.memberId) ?? "?", s))
    .sort(compareStandings);
}
