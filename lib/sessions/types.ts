import type { GameId, NextRound, PlayerId, Progress, SessionStatus, Standing, Violation } from "../games/types";

// The session as the API returns it (shared/api-v1.md, "Session"); the pages render the same object.

export interface PlayerView {
  id: PlayerId;
  name: string;
  seat: number;
}

export interface RoundView {
  number: number;
  entry: unknown;
  scores: Record<PlayerId, number>;
  /** A tie-break round: scores shown, not added. */
  tiebreak: boolean;
  /** Every player's running total after this round (tie-break rounds not added). */
  totals: Record<PlayerId, number>;
  /** Who dealt and who started this round. */
  seats: NextRound | null;
  createdAt: string;
  updatedAt: string;
}

export interface StandingView extends Standing {
  name: string;
}

export interface SessionView {
  id: string;
  game: GameId;
  createdAt: string;
  updatedAt: string;
  options: Record<string, unknown>;
  firstDealer: number;
  players: PlayerView[];
  rounds: RoundView[];
  standings: StandingView[];
  status: SessionStatus;
  winners: PlayerId[];
  tiebreak: null | { players: PlayerId[] };
  next: NextRound | null;
  /** Who takes part in the next round. */
  participants: PlayerId[];
  /** What the game plays to: a total, a number of rounds, lives (the game's own rules say which). */
  progress: Progress;
  extra: Record<string, number | string | boolean | null>;
  leagueId: string | null;
  /** The last history seq (0 when no round changed yet): what the live event stream counts on (docs/api-additions.md). */
  version: number;
  /** The day it was played (YYYY-MM-DD): the day it was created unless entered afterwards. */
  playedOn: string;
  /** Set only when stored rounds no longer pass the rules (should never happen; shown, not hidden). */
  problem?: { round: number; violations: Violation[] };
}

export interface SessionListItem {
  id: string;
  game: GameId;
  createdAt: string;
  updatedAt: string;
  players: string[];
  rounds: number;
  status: SessionStatus;
  winners: string[];
  /** The standings by name (rank and the game's own measure), for this phone's game history. */
  standings: Omit<StandingView, "playerId">[];
}
