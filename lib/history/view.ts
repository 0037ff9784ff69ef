import type { AnyReplayer, PlayerId, Table } from "../games/types";
import type { SessionView } from "../sessions/types";
import type { HistoryItem, Restore, RoundChangeView } from "./types";

// The history page's view of the changes: what each entry scored as the rounds before it stood at the time, and
// which overwritten or removed entries the rules would take back now. All from the game's own engine.

type Session = Pick<SessionView, "firstDealer" | "options"> & {
  players: readonly { id: PlayerId; seat: number }[];
  rounds: readonly { entry: unknown }[];
};

/** What the history replays with: the server's whole engine, or the phone's replay part (no schemas, no zod). */
type Replay = Pick<AnyReplayer, "initialState" | "validate" | "apply">;

const key = (entry: unknown) => JSON.stringify(entry);

/** The engine state after each round: `states[k]` is the state after k rounds, null once a round is refused. */
function statesOf(game: Replay, table: Table, options: unknown, entries: readonly unknown[]): Array<unknown | null> {
  const states: Array<unknown | null> = [game.initialState(table, options)];
  for (const entry of entries) states.push(step(game, states.at(-1) ?? null, entry)?.state ?? null);
  return states;
}

/** One round applied to a state, or null when the rules refuse it there. */
function step(
  game: Replay,
  state: unknown | null,
  entry: unknown,
): { state: unknown; scores: Record<PlayerId, number> } | null {
  if (state === null || game.validate(entry, state).length > 0) return null;
  return game.apply(entry, state);
}

/** Whether these rounds, played on from `state`, all pass the rules. */
function playable(game: Replay, state: unknown | null, entries: readonly unknown[]): boolean {
  let current = state;
  for (const entry of entries) {
    current = step(game, current, entry)?.state ?? null;
    if (current === null) return false;
  }
  return true;
}

/**
 * The rounds as they stood before the first recorded change, found by taking the changes back from today's rounds
 * (a session played before history was kept starts from the rounds it had then). Null when the two disagree.
 */
function roundsBefore(current: readonly unknown[], changes: readonly RoundChangeView[]): unknown[] | null {
  const rounds = [...current];
  for (const change of [...changes].reverse()) {
    if (change.kind === "added") {
      if (rounds.length !== change.round) return null;
      rounds.pop();
    } else if (change.kind === "edited") {
      if (rounds.length < change.round) return null;
      rounds[change.round - 1] = change.previous;
    } else {
      if (rounds.length !== change.round - 1) return null;
      rounds.push(change.entry);
    }
  }
  return rounds;
}

/**
 * Each change with the round scores its entries gave then; none when the history cannot be rebuilt. `later`: the
 * changes recorded after these (oldest first), taken back from today's rounds too.
 */
function withScores(
  game: Replay,
  table: Table,
  options: unknown,
  current: readonly unknown[],
  changes: readonly RoundChangeView[],
  later: readonly RoundChangeView[],
): HistoryItem[] {
  const base = roundsBefore(current, [...changes, ...later]);
  if (!base) return changes.map((change) => ({ ...change }));
  const rounds = base;
  let states = statesOf(game, table, options, rounds);
  return changes.map((change) => {
    const before = states[change.round - 1] ?? null;
    const applied = step(game, before, change.entry);
    const item: HistoryItem = { ...change, ...(applied ? { scores: applied.scores } : {}) };
    if (change.kind === "added") {
      rounds.push(change.entry);
      states.push(applied?.state ?? null);
    } else if (change.kind === "undone") {
      rounds.pop();
      states.pop();
    } else {
      const previousScores = step(game, before, change.previous)?.scores;
      if (previousScores) item.previousScores = previousScores;
      rounds[change.round - 1] = change.entry;
      // An edit replays every round after it (rare, so the simple way).
      states = statesOf(game, table, options, rounds);
    }
    return item;
  });
}

/** What would take this change back now, through the normal paths, if the rules allow it. */
function restoreOf(
  game: Replay,
  current: readonly unknown[],
  states: Array<unknown | null>,
  change: RoundChangeView,
): Restore | undefined {
  const before = states[change.round - 1] ?? null;
  if (change.kind === "edited") {
    const now = current[change.round - 1];
    if (now === undefined || key(now) === key(change.previous)) return undefined;
    if (!playable(game, before, [change.previous, ...current.slice(change.round)])) return undefined;
    return { kind: "replace", round: change.round, entry: change.previous };
  }
  if (change.kind === "undone" && current.length === change.round - 1 && playable(game, before, [change.entry])) {
    return { kind: "add", round: change.round, entry: change.entry };
  }
  return undefined;
}

/** What `restoreOf` would offer for this change, as a key, whether or not the rules allow it now. */
function restoreKey(change: RoundChangeView): string | null {
  if (change.kind === "edited") return `replace ${change.round} ${key(change.previous)}`;
  if (change.kind === "undone") return `add ${change.round} ${key(change.entry)}`;
  return null;
}

/**
 * The history page's items, oldest first, for a session as it stands and its recorded changes: all of them, or one
 * page of them followed by `later`, every change recorded after the page (oldest first; their scores are not
 * worked out, only what they changed).
 */
export function historyItems(
  game: Replay,
  session: Session,
  changes: readonly RoundChangeView[],
  later: readonly RoundChangeView[] = [],
): HistoryItem[] {
  const table: Table = {
    players: [...session.players].sort((a, b) => a.seat - b.seat).map((p) => p.id),
    firstDealer: session.firstDealer,
  };
  const current = session.rounds.map((round) => round.entry);
  const states = statesOf(game, table, session.options, current);
  const items = withScores(game, table, session.options, current, changes, later);
  // The same entry taken back twice (undone, re-entered, undone again) is offered once: at its latest change. A
  // later change with the same key is that latest one whether or not the rules allow it (the answer depends on
  // the key alone), so its key is enough, without asking the rules.
  const offered = new Set<string>(later.map(restoreKey).filter((id) => id !== null));
  for (const item of [...items].reverse()) {
    const restore = restoreOf(game, current, states, item);
    const id = restore && restoreKey(item);
    if (!restore || !id || offered.has(id)) continue;
    offered.add(id);
    item.restore = restore;
  }
  return items;
}
