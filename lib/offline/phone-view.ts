import type { AnyReplayer } from "../games/types";
import { summarize } from "../sessions/summary-of";
import type { SessionView } from "../sessions/types";
import { type SessionFacts, type ShownRound, sessionViewOf } from "../sessions/view-of";
import { mergeQueue } from "./merge";
import type { QueuedRound, SessionSnapshot } from "./types";

// Pure: the session as the phone sees it now, built by the same code as the server's view (lib/sessions/summary-of.ts,
// view-of.ts) with the game's engine the page loaded, so the phone's board and the API's session cannot differ
// (tests/api/phone-view.test.ts proves it for random round logs of every game).

/**
 * The SessionView the server would serve once it holds `snapshot`'s rounds and then the waiting rounds that still fit
 * (merge.ts mergeQueue; a round that no longer fits is left out: it waits for a choice). A waiting round takes the
 * time it was entered as its `createdAt` (a new round) or `updatedAt` (an edit); the session's `updatedAt` is the
 * latest of those. `version` stays the server's: a waiting round has no version until the server gives it one.
 * `engine` may be the game's replay part alone (lib/games/<game>/play.ts, no zod): the snapshot's options are the
 * effective ones the server showed, so they are not read through the schema again.
 */
export function phoneView(
  snapshot: SessionSnapshot,
  engine: AnyReplayer,
  waiting: readonly QueuedRound[] = [],
): SessionView {
  const merged = mergeQueue(snapshot.entries, waiting);
  const times = [...snapshot.times];
  let updatedAt = snapshot.updatedAt;
  for (const { item, round } of merged.waiting) {
    const before = times[round - 1];
    times[round - 1] =
      item.isEdit && before ? { ...before, updatedAt: item.at } : { createdAt: item.at, updatedAt: item.at };
    if (item.at > updatedAt) updatedAt = item.at;
  }
  const table = { players: snapshot.players.map((p) => p.id), firstDealer: snapshot.firstDealer };
  const summary = summarize(engine, table, snapshot.options, () => merged.entries);
  const facts: SessionFacts = {
    id: snapshot.sessionId,
    game: snapshot.game,
    createdAt: snapshot.createdAt,
    updatedAt,
    firstDealer: snapshot.firstDealer,
    players: snapshot.players,
    leagueId: snapshot.leagueId,
    version: snapshot.version,
    playedOn: snapshot.playedOn,
  };
  const roundAt = (index: number): ShownRound => ({ entry: merged.entries[index], ...times[index]! });
  return sessionViewOf(facts, summary, roundAt);
}
