import { type PlayedRound, type Replay, replay } from "../games/replay";
import type { AnyGame, AnyReplayer, Summary, Table, Violation } from "../games/types";

// What a session's round entries derive, given the game's engine. No game registry here: the phone loads only its own
// game's engine and computes the same summary with it (lib/offline/phone-view.ts); the server passes the engine it
// looked up (summary.ts). One implementation for both, so the phone's board cannot drift from the API's.

/** What a session's round entries derive, stored with the session (docs/decisions/008-stored-summary.md). */
export interface StoredSummary {
  /** The effective options: the stored ones read through the game's schema (defaults for options added since). */
  options: Record<string, unknown>;
  /** One per round that passes the rules, in order (all of them unless `problem` is set). */
  rounds: Array<Omit<PlayedRound, "number">>;
  standings: Summary["standings"];
  status: Summary["status"];
  winners: Summary["winners"];
  tiebreak: Summary["tiebreak"];
  next: Summary["next"];
  participants: Summary["participants"];
  progress: Summary["progress"];
  extra: NonNullable<Summary["extra"]>;
  /** Set only when stored rounds no longer pass the rules (should never happen; shown, not hidden). */
  problem?: { round: number; violations: Violation[] };
}

/** The options as the game reads them now; a stored value the schema refuses is kept as it is (shown, not lost). */
export function optionsFor(game: AnyGame, stored: unknown): Record<string, unknown> {
  const parsed = game.optionsSchema.safeParse(stored);
  return (parsed.success ? parsed.data : stored) as Record<string, unknown>;
}

/**
 * The full recomputation with `game`'s engine: replays every entry (`entries` is called only when no replay of
 * exactly these entries is handed in). `options` are the effective options (optionsFor).
 */
export function summarize(
  game: AnyReplayer,
  table: Table,
  options: Record<string, unknown>,
  entries: () => readonly unknown[],
  replayed?: Replay,
): StoredSummary {
  let result = replayed ?? replay(game, table, options, entries());
  let problem: StoredSummary["problem"];
  if (!result.ok) {
    // Stored rounds always passed the rules when written; show what still holds rather than fail the page.
    problem = { round: result.round, violations: result.violations };
    result = replay(game, table, options, entries().slice(0, result.round - 1));
    if (!result.ok) throw new Error("Replaying a valid prefix failed.");
  }
  const { summary } = result;
  return {
    options,
    rounds: result.rounds.map(({ scores, tiebreak, totals, seats }) => ({ scores, tiebreak, totals, seats })),
    standings: summary.standings,
    status: summary.status,
    winners: summary.winners,
    tiebreak: summary.tiebreak,
    next: summary.next,
    participants: summary.participants,
    progress: summary.progress,
    extra: summary.extra ?? {},
    ...(problem ? { problem } : {}),
  };
}
