// A finished league game as the statistics see it: who placed where, in time order.

export interface Placement {
  memberId: string;
  /** Competition rank (1, 1, 3): equal ranks are shared places; every rank-1 player won. */
  rank: number;
  score?: number;
}

export interface LeagueGame {
  sessionId: string;
  game: string;
  finishedAt: Date;
  placements: Placement[];
}

export interface Rating {
  mu: number;
  sigma: number;
}

export interface StandingRow {
  memberId: string;
  name: string;
  played: number;
  wins: number;
  /** Wins / played, 0–1. */
  winRate: number;
  averagePlacement: number;
  points: number;
  rating: Rating;
  /** The conservative estimate mu − 3σ: what the player is at least as good as, very likely. */
  ratingEstimate: number;
  /** Too few games for the rating to mean much. */
  provisional: boolean;
  /** Current run of wins ("W") or games without a win ("L"); null before the first game. */
  streak: { kind: "W" | "L"; length: number } | null;
}

export interface HeadToHead {
  opponentId: string;
  opponentName: string;
  /** Games both played in which this member placed better / worse / the same. */
  wins: number;
  losses: number;
  draws: number;
}
