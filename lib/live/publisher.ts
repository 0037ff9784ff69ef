import "server-only";
import { env } from "../env";
import type { ChangeKind } from "../history/types";
import type { SessionView } from "../sessions/types";
import { deliver } from "./bus";
import { notifyPostgres } from "./mutations";
import type { LiveNotice, PresenceNotice } from "./types";

// Called once after each committed write. SQLite is one process: the notice goes straight to this process's bus.
// PostgreSQL may be several processes: the notice goes through NOTIFY, and every process's listener (this one's
// too) delivers it. A failure here is logged, never the write's failure: the write has committed, and streams
// catch up from the database on their next event or reconnect.

const onSqlite = env.DATABASE_URL.startsWith("file:");

async function publish(notice: LiveNotice): Promise<void> {
  try {
    if (onSqlite) deliver(notice);
    else await notifyPostgres(notice);
  } catch (error) {
    console.error("[deckside] live notice not sent", error);
  }
}

/** A round was added, edited or undone (a history restore is one of these too). */
export function publishRound(session: SessionView, kind: ChangeKind, round: number): Promise<void> {
  const { id: sessionId, leagueId, version, status } = session;
  return publish({ sessionId, leagueId, version, what: "round", kind, round, status });
}

/** A new game (a rematch, a league game) or a game filed into a league afterwards. */
export function publishSession(session: SessionView, what: "created" | "filed"): Promise<void> {
  const { id: sessionId, leagueId, version, status } = session;
  return publish({ sessionId, leagueId, version, what, status });
}

/**
 * A game taken out of `leagueId` again (the Undo of filing): its own streams hear `filed` with no league, as before;
 * the league's streams get the change a filing sends them (the standings and members may have changed with it).
 */
export async function publishUnfiled(session: SessionView, leagueId: string): Promise<void> {
  const { id: sessionId, version, status } = session;
  await publish({ sessionId, leagueId: null, version, what: "filed", status });
  await publish({ sessionId, leagueId, version, what: "filed", status, leagueOnly: true });
}

export function publishDeleted(sessionId: string, leagueId: string | null): Promise<void> {
  return publish({ sessionId, leagueId, version: 0, what: "deleted" });
}

/** A rematch of `sessionId` started: phones watching the old game can follow to `rematchId` (the league hears "created"). */
export function notifyRematch(sessionId: string, rematchId: string): Promise<void> {
  return publish({ sessionId, leagueId: null, version: 0, what: "rematch", rematch: rematchId });
}

/** A league member renamed (`name`: the new name): the league's pages show it. */
export function publishMemberRenamed(leagueId: string, member: string, name: string): Promise<void> {
  return publish({ leagueId, what: "renamed", member, name });
}

/** A league member merged into `into`: their games now count for the other. */
export function publishMembersMerged(leagueId: string, member: string, into: string): Promise<void> {
  return publish({ leagueId, what: "merged", member, into });
}

/** A phone opened a round form, renewed it, or left it (`round: null`): every process's streams of the session hear. */
export function publishPresence(notice: PresenceNotice): Promise<void> {
  return publish(notice);
}
