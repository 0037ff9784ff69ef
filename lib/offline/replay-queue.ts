import type { PlayedRound } from "../games/replay";
import { replay } from "../games/replay";
import type { AnyRoundCheck, Violation } from "../games/types";
import { mergeQueue } from "./merge";
import type { QueuedRound, SessionSnapshot } from "./types";

// Pure: the engine's checks over the server's entries and the waiting rounds (merge.ts), for the round form and a
// refused round (the board's view of waiting rounds is phone-view.ts). Loaded with the game's engine: its round check (lib/games/<game>/entry-check.ts, no zod). The
// snapshot's options are the effective ones the server showed (or the born game's, read through its schema:
// born-snapshot.ts), so they are not read through the schema again, as in phone-view.ts.

/** The engine's verdict on a new round (or an edit of `round`) entered on top of the server's and queued rounds. */
export function checkOffline(
  game: AnyRoundCheck,
  snapshot: SessionSnapshot,
  queue: readonly QueuedRound[],
  entry: unknown,
  edit: number | null,
): Violation[] {
  // The same violations by field as the server's answer (lib/sessions/action-result.ts), without zod.
  const shape = game.checkEntry(entry);
  if (shape.length > 0) return shape;
  const { entries } = mergeQueue(snapshot.entries, queue);
  const before = edit === null ? entries : entries.slice(0, edit - 1);
  const after = edit === null ? [] : entries.slice(edit);
  const table = tableOf(snapshot);
  const { options } = snapshot;
  const upTo = replay(game, table, options, before);
  if (!upTo.ok) return upTo.violations;
  const violations = game.validate(entry, upTo.state);
  if (violations.length > 0 || after.length === 0) return violations;
  // An edit must leave every later round valid, as the server demands.
  const whole = replay(game, table, options, [...before, entry, ...after]);
  return whole.ok ? [] : whole.violations;
}

/** One round's scores if `entry` were played as round `round` on top of these entries (for showing "mine"). */
export function scoresOf(
  game: AnyRoundCheck,
  snapshot: SessionSnapshot,
  entries: readonly unknown[],
  round: number,
  entry: unknown,
): PlayedRound["scores"] | null {
  const result = replay(game, tableOf(snapshot), snapshot.options, [...entries.slice(0, round - 1), entry]);
  return result.ok ? (result.rounds.at(-1)?.scores ?? null) : null;
}

function tableOf(snapshot: SessionSnapshot) {
  return { players: snapshot.players.map((p) => p.id), firstDealer: snapshot.firstDealer };
}
