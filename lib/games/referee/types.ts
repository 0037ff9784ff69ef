// The referee's checks as the API offers them (issue 25): each game's folder describes its checks (referee-api.ts),
// lib/games/referee-registry.ts keys them by game, and one generic route answers them all. The verdicts come from
// the same engine functions the referee pages call; nothing here decides a rule.
import type { z } from "zod";
import type { GameId, PlayerId, Violation } from "../types";

/**
 * What a session knows that a check may start from: the players taking part in the next round (clockwise, the tied
 * players only in a tie-break) and who starts it. Null `starter` once the game is over.
 */
export interface RefereeTable {
  seats: readonly PlayerId[];
  starter: PlayerId | null;
  dealer: PlayerId | null;
}

/** A verdict, or why the situation itself cannot be judged (a card that does not exist, a card twice …): 422. */
export type CheckOutcome<Verdict> = { ok: true; verdict: Verdict } | { ok: false; violations: Violation[] };

/** One check of a game's referee, e.g. the Nines play check. */
export interface RefereeCheck<Options = unknown, Situation = unknown, Verdict = unknown> {
  /** The address segment: `/api/v1/games/<game>/referee/<name>`, `/api/v1/sessions/<id>/referee/<name>`. */
  name: string;
  summary: string;
  description: string;
  /** The situation to judge (strict; the options travel beside it). */
  situation: z.ZodType<Situation, unknown>;
  /** The answer's shape (documented; the API tests check every answer against it). */
  verdict: z.ZodObject & z.ZodType<Verdict, unknown>;
  /** Judges the situation under these options; `table` fills in what a session knows (seats, whose turn). */
  run(options: Options, situation: Situation, table?: RefereeTable): CheckOutcome<Verdict>;
  /** A worked example from the rule sheets, for the API reference. */
  example: { summary: string; options?: Record<string, unknown>; situation: Record<string, unknown> };
}

/** A game's referee checks, next to its engine (lib/games/registry.ts). */
export interface GameReferee<Id extends string = GameId> {
  id: Id;
  // biome-ignore lint/suspicious/noExplicitAny: one registry holds checks whose options, situations and verdicts differ.
  checks: readonly RefereeCheck<any, any, any>[];
  /** What a session's checks start from (whose turn, the hand's opening total), shown by `GET …/referee`. */
  start(options: unknown, table: RefereeTable): Record<string, unknown>;
}

/**
 * Every game's referee checks, each under its own id: complete over `Ids`, so forgetting a game does not compile;
 * `null` says the game has no referee (no checks in the API, no referee page). Generic for the toy game's fixture.
 */
export type GameReferees<Ids extends string = GameId> = { readonly [K in Ids]: GameReferee<K> | null };
