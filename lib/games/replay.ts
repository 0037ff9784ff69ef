import type { AnyGame, NextRound, PlayerId, Summary, Table, Violation } from "./types";

export interface PlayedRound {
  number: number;
  scores: Record<PlayerId, number>;
  tiebreak: boolean;
  /** Every player's running total after this round: the round scores so far, tie-break rounds not added. */
  totals: Record<PlayerId, number>;
  /** Who dealt and who started this round, as the rounds before it gave it. */
  seats: NextRound | null;
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
  let totals: Record<PlayerId, number> = Object.fromEntries(table.players.map((id) => [id, 0]));
  for (const [index, entry] of entries.entries()) {
    const violations = game.validate(entry, state);
    if (violations.length > 0) return { ok: false, round: index + 1, violations };
    // The seats of this round are the "next round" of the state before it.
    const seats = game.summarize(state).next;
    const applied = game.apply(entry, state);
    state = applied.state;
    const tiebreak = applied.tiebreak ?? false;
    // Rulings: a tie-break round's scores are shown but not added.
    if (!tiebreak) totals = addScores(totals, applied.scores);
    rounds.push({ number: index + 1, scores: applied.scores, tiebreak, totals, seats });
  }
  return { ok: true, rounds, summary: game.summarize(state), state };
}

function addScores(totals: Record<PlayerId, number>, scores: Record<PlayerId, number>): Record<PlayerId, number> {
  const next = { ...totals };
  for (const [id, score] of Object.entries(scores)) next[id] = (next[id] ?? 0) + score;
  return next;
}
