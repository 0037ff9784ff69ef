import type { PlayedRound } from "../games/replay";
import { replay } from "../games/replay";
import type { AnyGame, Summary, Violation } from "../games/types";
import { issueDetail } from "../i18n/zod-issues";
import { type Merged, mergeQueue } from "./merge";
import type { QueuedRound, SessionSnapshot } from "./types";

// Pure: the engine's replay over the server's entries and the waiting rounds (merge.ts). Loaded only when rounds wait
// or one is about to be kept, with the game's engine.

export interface Derived {
  merged: Merged;
  /** The rounds with scores and running totals, waiting ones included (as the server would compute them). */
  rounds: PlayedRound[];
  summary: Summary | null;
}

/** The scoreboard as it will be once the waiting rounds are saved: the engine's replay over the merged entries. */
export function derive(game: AnyGame, snapshot: SessionSnapshot, queue: readonly QueuedRound[]): Derived {
  const merged = mergeQueue(snapshot.entries, queue);
  const result = replay(game, tableOf(snapshot), optionsOf(game, snapshot), merged.entries);
  return result.ok ? { merged, rounds: result.rounds, summary: result.summary } : { merged, rounds: [], summary: null };
}

/** The engine's verdict on a new round (or an edit of `round`) entered on top of the server's and queued rounds. */
export function checkOffline(
  game: AnyGame,
  snapshot: SessionSnapshot,
  queue: readonly QueuedRound[],
  entry: unknown,
  edit: number | null,
): Violation[] {
  const parsed = game.entrySchema.safeParse(entry);
  if (!parsed.success) {
    // The same violations by field as the server's answer (lib/sessions/action-result.ts).
    return parsed.error.issues.map(issueDetail).map(({ path, ...issue }) => ({ ...issue, field: path }));
  }
  const { entries } = mergeQueue(snapshot.entries, queue);
  const before = edit === null ? entries : entries.slice(0, edit - 1);
  const after = edit === null ? [] : entries.slice(edit);
  const table = tableOf(snapshot);
  const options = optionsOf(game, snapshot);
  const upTo = replay(game, table, options, before);
  if (!upTo.ok) return upTo.violations;
  const violations = game.validate(parsed.data, upTo.state);
  if (violations.length > 0 || after.length === 0) return violations;
  // An edit must leave every later round valid, as the server demands.
  const whole = replay(game, table, options, [...before, parsed.data, ...after]);
  return whole.ok ? [] : whole.violations;
}

/** One round's scores if `entry` were played as round `round` on top of these entries (for showing "mine"). */
export function scoresOf(
  game: AnyGame,
  snapshot: SessionSnapshot,
  entries: readonly unknown[],
  round: number,
  entry: unknown,
): PlayedRound["scores"] | null {
  const result = replay(game, tableOf(snapshot), optionsOf(game, snapshot), [...entries.slice(0, round - 1), entry]);
  return result.ok ? (result.rounds.at(-1)?.scores ?? null) : null;
}

function tableOf(snapshot: SessionSnapshot) {
  return { players: snapshot.players.map((p) => p.id), firstDealer: snapshot.firstDealer };
}

/** The options as the server replays them: the schema's defaults filled in (lib/sessions/summary.ts). */
function optionsOf(game: AnyGame, snapshot: SessionSnapshot): unknown {
  const parsed = game.optionsSchema.safeParse(snapshot.options);
  return parsed.success ? parsed.data : snapshot.options;
}
