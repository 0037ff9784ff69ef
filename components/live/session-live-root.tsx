"use client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { SessionChangeEvent } from "@/lib/live/types";
import { type QueueState, queueState } from "@/lib/offline/queue-store";
import { useDebouncedRefresh } from "./use-debounced-refresh";
import { type Connection, useEventStream } from "./use-event-stream";
import { useRoundQueue } from "./use-round-queue";

/** What the page shown now tells the session's live store: the version it was rendered with and how it follows. */
export interface LivePage {
  version: number;
  /** Re-render from the server on every change (scoreboard, history, referee); a round form only hears. */
  follow: boolean;
  /** The page's state is behind the server's: a following page re-renders, a form warns. */
  catchUp: () => void;
}

/** The part of the live store that outlives a page: the stream, what it said, and the offline round queue. */
export interface SessionLiveRootState {
  sessionId: string;
  connection: Connection;
  /** Every change the stream told of during this visit, oldest first (a page shows those after its own version). */
  changes: SessionChangeEvent[];
  deleted: boolean;
  rematch: string | null;
  queue: QueueState;
  /** Sends the waiting rounds now (after a choice on a refused one). */
  flush: () => void;
  refresh: () => void;
  /** The page shown now (SessionLive) says it is there; returns its goodbye. */
  attach: (page: LivePage) => () => void;
}

/** The sending code, loaded with the round form (it preloads it) and while rounds wait: one import site for both. */
export const loadSender = () => import("./send-queued");

const RootContext = createContext<SessionLiveRootState | null>(null);

export function useSessionLiveRoot(): SessionLiveRootState {
  const root = useContext(RootContext);
  if (!root) throw new Error("SessionLive renders inside SessionLiveRoot (app/sessions/[id]/layout.tsx)");
  return root;
}

/**
 * The session's live store, mounted once by the session pages' layout: it stays while a person moves between the
 * scoreboard, the round form and back, so a tap neither closes and reopens the live stream nor reloads the round
 * queue; each page hands it the version it was rendered with (docs/decisions/028-instant-taps.md).
 */
export function SessionLiveRoot({ sessionId, children }: { sessionId: string; children: ReactNode }) {
  const refresh = useDebouncedRefresh();
  const page = useRef<LivePage | null>(null);
  // The stream starts from the version of the first page shown; it resumes by event id after that.
  const [since, setSince] = useState<number | null>(null);
  // The newest version the stream told of (versions only grow: every change, undo included, takes the next one).
  const newest = useRef<number | null>(null);
  const heard = (version: number) => {
    if (newest.current === null || version > newest.current) newest.current = version;
  };
  const [changes, setChanges] = useState<SessionChangeEvent[]>([]);
  const [deleted, setDeleted] = useState(false);
  const [rematch, setRematch] = useState<string | null>(null);

  const connection = useEventStream(
    since === null ? null : `/api/v1/sessions/${encodeURIComponent(sessionId)}/events?since=${since}`,
    {
      change: (data) => {
        const change = data as SessionChangeEvent;
        heard(change.version);
        setChanges((seen) => (seen.some((c) => c.version === change.version) ? seen : [...seen, change]));
        const shown = page.current;
        if (shown?.follow && change.version > shown.version) refresh();
      },
      ready: (data) => {
        const { version } = data as { version: number };
        heard(version);
        const shown = page.current;
        if (shown && version !== shown.version) shown.catchUp();
      },
      resync: () => page.current?.catchUp(),
      filed: () => {
        if (page.current?.follow) refresh();
      },
      deleted: () => setDeleted(true),
      rematch: (data) => setRematch((data as { sessionId: string }).sessionId),
    },
  );

  const attach = useCallback((shown: LivePage) => {
    page.current = shown;
    setSince((first) => first ?? shown.version);
    // A page rendered before a change the stream already told of (a prefetched form) is behind.
    if (newest.current !== null && newest.current > shown.version) shown.catchUp();
    return () => {
      if (page.current === shown) page.current = null;
    };
  }, []);

  const queue = useRoundQueue(sessionId);
  const flush = useCallback(() => {
    if (queueState(sessionId).items.length === 0) return;
    // In the background until none is left (timeout, probe, backoff: send-queued.ts); one loop per session.
    void loadSender().then(({ sendWaiting }) =>
      sendWaiting(sessionId, () => {
        if (page.current?.follow) refresh();
      }),
    );
  }, [sessionId, refresh]);
  // Waiting rounds go out on page load, when the browser is back online and when the live stream reconnects.
  const waiting = queue.items.length > 0;
  useEffect(() => {
    if (waiting && connection === "live") flush();
  }, [waiting, connection, flush]);
  useEffect(() => {
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [flush]);

  const state = useMemo<SessionLiveRootState>(
    () => ({ sessionId, connection, changes, deleted, rematch, queue, flush, refresh, attach }),
    [sessionId, connection, changes, deleted, rematch, queue, flush, refresh, attach],
  );
  return <RootContext.Provider value={state}>{children}</RootContext.Provider>;
}
