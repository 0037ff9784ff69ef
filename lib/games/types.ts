// The game interface every rules engine implements. Pure: no React, Next, Prisma, I/O, time or randomness.
import type { z } from "zod";

export type { GameId } from "./game-ids";

import type { GameId } from "./game-ids";

export type PlayerId = string;

/** Who sits where; seats are listed clockwise, seat 0 first. */
export interface Table {
  players: readonly PlayerId[];
  /** Seat index of the first dealer. */
  firstDealer: number;
}

/**
 * A rule the entry breaks. `code` and `params` let the UI translate it; `message` is the English
 * sentence the API returns; `field` points at the input to show it next to (e.g. "hands.<playerId>").
 */
export interface Violation {
  code: string;
  message: string;
  field?: string;
  params?: Record<string, string | number>;
}

export type SessionStatus = "active" | "tiebreak" | "finished";

/** One row of the standings. Which optional fields are present depends on the game. */
export interface Standing {
  playerId: PlayerId;
  rank: number;
  /** Nines: penalty total; Ninety-Nine tricks: points. */
  score?: number;
  /** Ninety-Eight. */
  strikes?: number;
  /** Adding game: tokens left. */
  lives?: number;
  /** Out of the game (Ninety-Eight, adding game). */
  out?: boolean;
  /** Team number (1, 2, …) when partners share strikes (Team Ninety-Eight). */
  team?: number;
  /** Net chip balance when stakes are on. */
  chips?: number;
}

export interface NextRound {
  round: number;
  dealer: PlayerId;
  starter: PlayerId;
}

/**
 * How far the game has come, as its own rules measure it; each game fills in what applies to it.
 * The scoreboard says "Playing to 100", "Round 3 of 9", or shows the lives each player started with.
 */
export interface Progress {
  /** The game ends after the round in which a total reaches this (Nines' threshold, Ninety-Nine's target). */
  playsTo?: number;
  /** A fixed number of rounds: how many regular rounds are played (tie-break rounds not counted) of how many. */
  rounds?: { played: number; total: number };
  /** Strikes or tokens each player starts with. */
  lives?: number;
}

/** Everything the scoreboard shows, derived from the rounds played. */
export interface Summary {
  status: SessionStatus;
  standings: Standing[];
  winners: PlayerId[];
  tiebreak: null | { players: PlayerId[] };
  next: NextRound | null;
  /** Players who take part in the next round (all but those out, or the tied players in a tie-break). */
  participants: PlayerId[];
  progress: Progress;
  /** Game-specific extras for the scoreboard (e.g. the pot with stakes on). */
  extra?: Record<string, number | string | boolean | null>;
}

/** The outcome of one applied round: new state and the round's score per player (game-specific meaning). */
export interface Applied<State> {
  state: State;
  scores: Record<PlayerId, number>;
  /** A tie-break round: its scores are shown but not added to the totals. */
  tiebreak?: boolean;
}

export interface Game<Options, Entry, State, Id extends string = GameId> {
  id: Id;
  minPlayers: number;
  maxPlayers: number;
  /**
   * Which way one round's score (`Applied.scores`) counts for the player: "lower" where it is a penalty or a strike
   * (Nines, Ninety-Eight), "higher" where it is points won or a token kept. An evening's best and worst round use it.
   */
  betterRoundScore: "higher" | "lower";
  /** Strict: unknown options are refused; defaults filled in. */
  optionsSchema: z.ZodType<Options, unknown>;
  /** The shape of a round entry (400 when it does not match); rules are checked by `validate`. */
  entrySchema: z.ZodType<Entry, unknown>;
  /** Rules that involve the whole set-up (e.g. player count per variant). */
  validateSetup(table: Table, options: Options): Violation[];
  initialState(table: Table, options: Options): State;
  /** Rule violations of this entry in this state; empty means `apply` may be called. */
  validate(entry: Entry, state: State): Violation[];
  apply(entry: Entry, state: State): Applied<State>;
  summarize(state: State): Summary;
}

// biome-ignore lint/suspicious/noExplicitAny: one registry holds engines whose options, entries and states differ.
export type AnyGame = Game<any, any, any>;

/**
 * The part of an engine that replays rounds (replay.ts): no schemas, so no zod. The scoreboard on the phone loads only
 * this (each game's play.ts) to build its view from entries the server or the engine already accepted, with the
 * effective options the server shows; checking a new entry takes the whole engine.
 */
export type Replayer<Options = unknown, Entry = unknown, State = unknown, Id extends string = GameId> = Pick<
  Game<Options, Entry, State, Id>,
  "id" | "initialState" | "validate" | "apply" | "summarize"
>;

// biome-ignore lint/suspicious/noExplicitAny: engines whose options, entries and states differ.
export type AnyReplayer = Replayer<any, any, any>;

/**
 * What the browser checks and replays a round with (the round form, the rounds waiting on the phone): the replay and
 * a zod-free check of the entry's shape (each game's entry-check.ts) that refuses what `entrySchema` refuses, with the
 * same violations. Without zod, so the round form stays small; the server keeps the schemas (issue 27).
 */
export type RoundCheck<Options = unknown, Entry = unknown, State = unknown, Id extends string = GameId> = Replayer<
  Options,
  Entry,
  State,
  Id
> & {
  /** The entry's shape problems, by field, as `entrySchema` gives them (lib/i18n/zod-issues.ts); empty: it fits. */
  checkEntry(entry: unknown): Violation[];
};

// biome-ignore lint/suspicious/noExplicitAny: engines whose options, entries and states differ.
export type AnyRoundCheck = RoundCheck<any, any, any>;

/**
 * Every game's engine, each under its own id: complete over `Ids` (the game ids, lib/games/game-ids.ts), so a game
 * without an engine does not compile. Generic so the toy game's fixture (tests/fixtures/toy-game/) checks a fifth id.
 */
// biome-ignore lint/suspicious/noExplicitAny: engines whose options, entries and states differ.
export type GameEngines<Ids extends string = GameId> = { readonly [K in Ids]: Game<any, any, any, K> };
