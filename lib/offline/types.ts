import type { GameId, PlayerId, Violation } from "../games/types";

// The offline round queue's data: what a page was rendered with, and the rounds this browser still has to send.

/** What the browser needs to replay a session: the server state a page was rendered with (or a newer one). */
export interface SessionSnapshot {
  sessionId: string;
  game: GameId;
  options: Record<string, unknown>;
  firstDealer: number;
  /** In seat order. */
  players: { id: PlayerId; name: string; seat: number }[];
  /** The saved round entries, round 1 first. */
  entries: unknown[];
  /** When each saved round was entered and last changed (ISO), beside `entries`. */
  times: RoundTimes[];
  /** The session's history seq (its live version). */
  version: number;
  /** The session's own fields the scoreboard shows (lib/offline/phone-view.ts builds the API's view from them). */
  createdAt: string;
  updatedAt: string;
  leagueId: string | null;
  /** The day it was played (YYYY-MM-DD). */
  playedOn: string;
}

export interface RoundTimes {
  createdAt: string;
  updatedAt: string;
}

/** A round entered while the network was down, kept in IndexedDB until the server has it. */
export interface QueuedRound {
  /** Random, to tell queued rounds apart. */
  id: string;
  sessionId: string;
  /** The round number it was entered as: its `round` guard (a new round) or the round it replaces (an edit). */
  round: number;
  isEdit: boolean;
  entry: unknown;
  /** When it was entered (ISO). */
  at: string;
  /** Set when the server refused it: the person chooses what happens (nothing is dropped silently). */
  refused?: Refusal;
}

export interface Refusal {
  code: string;
  message: string;
  violations: Violation[];
  /** The round the server holds under that number (someone else's), when there is one. */
  theirs: null | { entry: unknown; scores: Record<PlayerId, number> };
  /** The next round number on the server when it refused. */
  next: number;
}
