"use client";
import { createContext, type ReactNode, useContext, useRef, useState } from "react";
import type { SessionChangeEvent } from "@/lib/live/types";
import { SessionLiveStatus } from "./session-live-status";
import { useDebouncedRefresh } from "./use-debounced-refresh";
import { type Connection, useEventStream } from "./use-event-stream";

/**
 * What a session page knows beyond the server state it was rendered with: the live events since. One per session
 * page; an offline round queue can later keep its waiting rounds here too and merge them with these events.
 */
export interface SessionLiveState {
  sessionId: string;
  connection: Connection;
  /** The version the page was rendered with. */
  serverVersion: number;
  /** Changes seen on the stream while this page was open, oldest first. */
  changes: SessionChangeEvent[];
  /** The stream could not replay what was missed: the page's state may be out of date. */
  stale: boolean;
  deleted: boolean;
  rematch: string | null;
}

const LiveContext = createContext<SessionLiveState | null>(null);

export function useSessionLive(): SessionLiveState | null {
  return useContext(LiveContext);
}

/**
 * Follows a session's change feed. `follow`: re-render the page from the server on every change (scoreboard,
 * history, referee); without it (a round form, where a reload would lose what was typed) the page only hears.
 */
export function SessionLive({
  sessionId,
  version,
  follow,
  children,
}: {
  sessionId: string;
  version: number;
  follow: boolean;
  /** What reads the live state (a round form's guard); the status line renders either way. */
  children?: ReactNode;
}) {
  const refresh = useDebouncedRefresh();
  // The stream starts from the version first rendered; it resumes by event id after that, so no reconnect per render.
  const [since] = useState(version);
  const rendered = useRef(version);
  rendered.current = version;
  const [changes, setChanges] = useState<SessionChangeEvent[]>([]);
  const [stale, setStale] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [rematch, setRematch] = useState<string | null>(null);
  const catchUp = () => (follow ? refresh() : setStale(true));

  const connection = useEventStream(`/api/v1/sessions/${encodeURIComponent(sessionId)}/events?since=${since}`, {
    change: (data) => {
      const change = data as SessionChangeEvent;
      setChanges((seen) => (seen.some((c) => c.version === change.version) ? seen : [...seen, change]));
      if (follow && change.version !== rendered.current) refresh();
    },
    ready: (data) => {
      if ((data as { version: number }).version !== rendered.current) catchUp();
    },
    resync: () => catchUp(),
    filed: () => {
      if (follow) refresh();
    },
    deleted: () => setDeleted(true),
    rematch: (data) => setRematch((data as { sessionId: string }).sessionId),
  });

  const state: SessionLiveState = { sessionId, connection, serverVersion: version, changes, stale, deleted, rematch };
  return (
    <LiveContext.Provider value={state}>
      <SessionLiveStatus state={state} />
      {children}
    </LiveContext.Provider>
  );
}
