import type { AnyReplayer, NextRound, PlayerId, Summary, Table, Violation } from "./types";

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
export function replay(game: AnyReplayer, table: Table, options: unknown, entries: readonly unknown[]): Replay {
  return play(game, game.initialState(table, options), [], zeroTotals(table.players), entries);
}

/**
 * Plays `entries` on from where `replayed` (a successful replay of the rounds before them) ended: the same result
 * as replaying every entry from the start (replay.test.ts), for the cost of the new rounds only.
 */
export function continueReplay(
  game: AnyReplayer,
  table: Table,
  replayed: Extract<Replay, { ok: true }>,
  entries: readonly unknown[],
): Replay {
  const totals = replayed.rounds.at(-1)?.totals ?? zeroTotals(table.players);
  return play(game, replayed.state, [...replayed.rounds], totals, entries);
}

/** Every player's running total before the first round (the stored summary rebuilds totals from it too). */
export function zeroTotals(players: readonly PlayerId[]): Record<PlayerId, number> {
  return Object.fromEntries(players.map((id) => [id, 0]));
}

function play(
  game: AnyReplayer,
  start: unknown,
  rounds: PlayedRound[],
  startTotals: Record<PlayerId, number>,
  entries: readonly unknown[],
): Replay {
  let state = start;
  let totals = startTotals;
  for (const entry of entries) {
    const number = rounds.length + 1;
    const violations = game.validate(entry, state);
    if (violations.length > 0) return { ok: false, round: number, violations };
    // The seats of this round are the "next round" of the state before it.
    const seats = game.summarize(state).next;
    const applied = game.apply(entry, state);
    state = applied.state;
    const tiebreak = applied.tiebreak ?? false;
    // Rulings: a tie-break round's scores are shown but not added.
    if (!tiebreak) totals = addScores(totals, applied.scores);
    rounds.push({ number, scores: applied.scores, tiebreak, totals, seats });
  }
  return { ok: true, rounds, summary: game.summarize(state), state };
}

/** The running totals after a round that counts (the stored summary rebuilds them the same way). */
export function addScores(
  totals: Record<PlayerId, number>,
  scores: Record<PlayerId, number>,
): Record<PlayerId, number> {
  const next = { ...totals };
  for (const [id, score] of Object.entries(scores)) next[id] = (next[id] ?? 0) + score;
  return next;
}
