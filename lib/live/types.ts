import type { SessionStatus } from "../games/types";
import type { ChangeKind, RoundChangeView } from "../history/types";
import type { PresencePhone, PresenceUpdate } from "./presence-map";

// The live change feed (docs/api-additions.md). A notice is what a committed write tells every server process; each
// process turns it into events on the streams it holds open.

/** What a write did to a session, as far as a watcher of the session or of its league cares. */
export type NoticeWhat = "round" | "created" | "filed" | "deleted" | "rematch";

/** What a committed write tells the streams: a change to a session, or to a league's members. */
export type LiveNotice = SessionNotice | MemberNotice | PresenceNotice;

export interface SessionNotice {
  sessionId: string;
  leagueId: string | null;
  /** The session's version after the write (its last history seq). */
  version: number;
  what: NoticeWhat;
  /** For `what: "round"`: which round changed, and how. */
  kind?: ChangeKind;
  round?: number;
  /** The session's status after the write (not for `deleted`). */
  status?: SessionStatus;
  /** For `what: "rematch"`: the new game started from this one. */
  rematch?: string;
  /**
   * Only the league's streams hear it: a game taken out of the league (its own streams hear that apart, with no
   * league), lib/live/publisher.ts publishUnfiled.
   */
  leagueOnly?: true;
}

/**
 * A league's member was renamed (`name` is the new one) or merged into another (`into`): the league's standings,
 * its member pages and the games' player lists show the new names. Only the league's streams hear it.
 */
export interface MemberNotice {
  leagueId: string;
  what: "renamed" | "merged";
  member: string;
  name?: string;
  into?: string;
}

/**
 * A phone opened a round form (or renewed it, or left: `round: null`). Never stored: each process keeps it in its
 * presence map (lib/live/presence.ts), and its session streams send the whole list as a `presence` event.
 */
export interface PresenceNotice extends PresenceUpdate {
  sessionId: string;
  leagueId: null;
  what: "presence";
}

/** A session stream's `presence` event: every phone with a round form open on the session (each filters its own). */
export interface SessionPresenceEvent {
  phones: PresencePhone[];
}

/** A session stream's `change` event: the change as the history lists it, with the version it made. */
export type SessionChangeEvent = RoundChangeView & { version: number };

/** A league stream's `change` event: which of its games changed and how. */
export type LeagueChangeEvent = SessionChange | MemberChange;
export type SessionChange = Omit<SessionNotice, "leagueId">;
export type MemberChange = Omit<MemberNotice, "leagueId">;
