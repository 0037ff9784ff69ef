import type { AnyReplayer } from "../games/types";
import type { HistoryItem, RoundChangeView } from "../history/types";
import { historyItems } from "../history/view";
import type { SessionSnapshot } from "./types";

// Pure: the history page's latest changes as the phone's store knows them (issue 27: the history reads the store).
// The server rendered the page's items; the changes the store heard since are laid after them and every item is
// worked out again by the same code the server uses (lib/history/view.ts), with the game's replay part.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rendered rounds (`rendered`, the page's own) played forward through `changes`, each change given what it
 * replaced: a round this phone saved is taken from its own answer, before the stream says it, so an edit's `previous`
 * comes from the rounds as they stood. Null when the changes do not lead to the store's rounds (`now`).
 */
function withPrevious(
  rendered: readonly unknown[],
  changes: readonly RoundChangeView[],
  now: readonly unknown[],
): RoundChangeView[] | null {
  const rounds = [...rendered];
  const filled: RoundChangeView[] = [];
  for (const change of changes) {
    const index = change.round - 1;
    if (change.kind === "added") {
      if (rounds.length !== index) return null;
      rounds.push(change.entry);
      filled.push(change);
    } else if (change.kind === "edited") {
      if (index >= rounds.length) return null;
      filled.push({ ...change, previous: change.previous ?? rounds[index] });
      rounds[index] = change.entry;
    } else {
      if (rounds.length !== change.round) return null;
      filled.push({ ...change, entry: change.entry ?? rounds[index] });
      rounds.pop();
    }
  }
  return same(rounds, now) ? filled : null;
}

const changeOf = ({ id, at, kind, round, entry, previous }: RoundChangeView): RoundChangeView => ({
  id,
  at,
  kind,
  round,
  entry,
  ...(previous !== undefined ? { previous } : {}),
});

/**
 * The latest history page's items after the changes the store heard since the page was rendered: `shown` (the
 * server's items, oldest first) then `changes`, over the store's rounds (`snapshot`). Null when they do not fit
 * together (a change missed): the page then asks the server.
 */
export function phoneHistory(
  engine: Pick<AnyReplayer, "initialState" | "validate" | "apply">,
  snapshot: SessionSnapshot,
  rendered: readonly unknown[],
  shown: readonly HistoryItem[],
  changes: readonly RoundChangeView[],
): HistoryItem[] | null {
  const heard = withPrevious(rendered, changes, snapshot.entries);
  if (!heard) return null;
  const session = {
    players: snapshot.players,
    firstDealer: snapshot.firstDealer,
    options: snapshot.options,
    rounds: snapshot.entries.map((entry) => ({ entry })),
  };
  return historyItems(engine, session, [...shown.map(changeOf), ...heard.map(changeOf)]);
}
