import type { AnyGame, PlayerId, Summary, Table, Violation } from "./types";

export interface PlayedRound {
  number: number;
  scores: Record<PlayerId, number>;
  tiebreak: boolean;
}

export type Replay =
  | { ok: true; rounds: PlayedRound[]; summary: Summary; state: unknown }
  | { ok: false; round: number; violations: Violation[] };

/**
 * Rebuilds a game from its round entries: round inputs are the source of truth, every total is derived here.
 * Stops at the first entry the rules refuse (e.g. a later round that an edit made invalid).
 */
export function replay(game: AnyGame, table: Table, options: unknown, entries: readonly unknown[]): Replay {
  let state = game.initialState(table, options);
  const rounds: PlayedRound[] = [];
  for (const [index, entry] of entries.entries()) {
    const violations = game.validate(entry, state);
    if (violations.length > 0) return { ok: false, round: index + 1, violations };
    const applied = game.apply(entry, state);
    state = applied.state;
    rounds.push({ number: index + 1, scores: applied.scores, tiebreak: applied.tiebreak ?? false });
  }
  return { ok: true, rounds, summary: game.summarize(state), state };
}
