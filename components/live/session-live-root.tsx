"use client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { loadAtFirstIntent } from "@/lib/first-intent";
import type { PresencePhone } from "@/lib/live/presence-map";
import type { SessionChangeEvent, SessionPresenceEvent } from "@/lib/live/types";
import { type QueueState, queueState, queueWritten, subscribeQueue } from "@/lib/offline/queue-store";
import { afterNextFrame } from "./after-next-frame";
import { useDebouncedRefresh } from "./use-debounced-refresh";
import { type Connection, useEventStream } from "./use-event-stream";
import { useRoundQueue } from "./use-round-queue";
import { useServedBorn } from "./use-served-born";

/** What the page shown now tells the session's live store: the version it was rendered with and how it follows. */
export interface LivePage {
  version: number;
  /** Re-render from the server on every change (history, referee); a round form only hears. */
  follow: boolean;
  /**
   * The page renders a new, edited or undone round itself, from the store's view (the scoreboard): no server render
   * for those; a gap in versions is filled from the history instead (SessionLive).
   */
  applies: boolean;
  /** The page's state is behind the server's: a following page re-renders, a form warns. */
  catchUp: () => void;
}

/** The part of the live store that outlives a page: the stream, what it said, and the offline round queue. */
export interface SessionLiveRootState {
  sessionId: string;
  connection: Connection;
  /**
   * Every change the stream told of during this visit, and those read from the history to fill a gap, in version
   * order (a page shows those after its own version).
   */
  changes: SessionChangeEvent[];
  /** The newest version the server is known to have (a change, or `ready`/`resync` saying so); null: none heard yet. */
  known: number | null;
  /** Reads the changes after `after` from the history into `changes`; null if they could not be read. */
  fill: (after: number) => Promise<SessionChangeEvent[] | null>;
  deleted: boolean;
  rematch: string | null;
  /** Every phone the server says has a round form open (this one's too: components/live/presence-notice.tsx filters). */
  presence: PresencePhone[];
  queue: QueueState;
  /** Sends the waiting rounds now (after a choice on a refused one). */
  flush: () => void;
  refresh: () => void;
  /** The page shown now (SessionLive) says it is there; returns its goodbye. */
  attach: (page: LivePage) => () => void;
}

type Sender = typeof import("./send-queued");
/** The sending code once loaded (by the form's preload or a flush): a flush then calls it at once. */
let sender: Sender | null = null;

/** The sending code, now (rounds wait, or the form is opening): one import site for every load of it. */
export const sendingCode = () =>
  import("./send-queued").then((loaded) => {
    sender = loaded;
    return loaded;
  });

/**
 * The sending code, fetched at the page's first sign of intent (lib/first-intent.ts): a round page preloads it so
 * that Save finds it, but a page opened and not touched does not fetch it (issue 27's first-load figure).
 */
export const loadSender = () => loadAtFirstIntent(sendingCode);

const RootContext = createContext<SessionLiveRootState | null>(null);

/** The live store, or null outside the session pages' layout (a page that may render elsewhere asks this way). */
export function useOptionalSessionLiveRoot(): SessionLiveRootState | null {
  return useContext(RootContext);
}

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
export function SessionLiveRoot({
  sessionId,
  onServer = false,
  children,
}: {
  sessionId: string;
  /** The server rendered this game's page (it has the game): no create of the phone's is sent before its rounds. */
  onServer?: boolean;
  children: ReactNode;
}) {
  const refresh = useDebouncedRefresh();
  // A create of this phone's that landed while its answer was lost: settled now the server serves the game.
  useServedBorn(sessionId, onServer, refresh);
  const page = useRef<LivePage | null>(null);
  // The stream starts from the version of the first page shown; it resumes by event id after that.
  const [since, setSince] = useState<number | null>(null);
  // The newest version the stream told of (versions only grow: every change, undo included, takes the next one).
  const newest = useRef<number | null>(null);
  const [known, setKnown] = useState<number | null>(null);
  const heard = useCallback((version: number) => {
    if (newest.current === null || version > newest.current) {
      newest.current = version;
      setKnown(version);
    }
  }, []);
  const [changes, setChanges] = useState<SessionChangeEvent[]>([]);
  const take = useCallback(
    (heardOf: readonly SessionChangeEvent[]) =>
      setChanges((seen) => {
        const fresh = heardOf.filter((change) => !seen.some((c) => c.version === change.version));
        return fresh.length === 0 ? seen : [...seen, ...fresh].sort((a, b) => a.version - b.version);
      }),
    [],
  );
  const [deleted, setDeleted] = useState(false);
  const [rematch, setRematch] = useState<string | null>(null);
  const [presence, setPresence] = useState<PresencePhone[]>([]);

  const connection = useEventStream(
    since === null ? null : `/api/v1/sessions/${encodeURIComponent(sessionId)}/events?since=${since}`,
    {
      change: (data) => {
        const change = data as SessionChangeEvent;
        heard(change.version);
        take([change]);
        const shown = page.current;
        if (shown?.follow && !shown.applies && change.version > shown.version) refresh();
      },
      // A page that applies changes reads what it missed from the history (SessionLive, on `known`).
      ready: (data) => {
        // A stream that opens sends the list after `ready` when someone is there: none sent, nobody is.
        setPresence([]);
        const { version } = data as { version: number };
        heard(version);
        const shown = page.current;
        if (shown && !shown.applies && version !== shown.version) shown.catchUp();
      },
      resync: (data) => {
        const { version } = data as { version?: number };
        if (typeof version === "number") heard(version);
        const shown = page.current;
        // Ahead of the server (restored from a backup, say): only a fresh render says what the server holds now.
        if (shown && (!shown.applies || typeof version !== "number" || version < shown.version)) shown.catchUp();
      },
      filed: () => {
        if (page.current?.follow) refresh();
      },
      deleted: () => setDeleted(true),
      rematch: (data) => setRematch((data as { sessionId: string }).sessionId),
      presence: (data) => setPresence((data as SessionPresenceEvent).phones),
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

  // One read at a time: the pages that ask while it runs get the same answer.
  const filling = useRef<Promise<SessionChangeEvent[] | null> | null>(null);
  const fill = useCallback(
    (after: number) => {
      filling.current ??= import("./missing-changes")
        .then(({ missingChanges }) => missingChanges(sessionId, after))
        .then(
          (read) => {
            take(read);
            return read;
          },
          () => null,
        )
        .finally(() => {
          filling.current = null;
        });
      return filling.current;
    },
    [sessionId, take],
  );

  const queue = useRoundQueue(sessionId);
  const flush = useCallback(() => {
    if (queueState(sessionId).items.length === 0) return;
    // In the background until none is left (timeout, probe, backoff: send-queued.ts); one loop per session.
    const send = ({ sendWaiting }: Sender) =>
      sendWaiting(
        sessionId,
        () => {
          // A page that renders from the store has the round already (below); the others re-render.
          if (page.current?.follow && !page.current.applies) refresh();
        },
        // The server's answer is the change itself: the store takes it at once, before the round leaves the queue,
        // whether or not the stream is up to tell it. An edit goes in without `previous`: its one reader, the history
        // (lib/offline/phone-history.ts withPrevious), works it out from the rounds as they stood before it.
        (item, version) => {
          heard(version);
          const kind = item.isEdit ? "edited" : "added";
          take([{ id: item.id, at: new Date().toISOString(), kind, round: item.round, entry: item.entry, version }]);
        },
        onServer,
      );
    // Loaded already (as a rule): sent at once, not after an import's promise (see the subscription below).
    if (sender) void send(sender);
    else void sendingCode().then(send);
  }, [sessionId, onServer, refresh, take, heard]);
  // A round kept on this phone goes out from the queue's own change, once the frame that shows it on the board has
  // been drawn and its IndexedDB write has ended (a reload after the send still finds it). Started inside Save's
  // task, the fetch cost that task 8–12 ms at 4× CPU and the server's answer was applied (a render of the board)
  // before the bench's clock saw the board: save → board online was twice offline's (bench/lab/save-trace.mjs,
  // TRACE_TASKS=1). Sent after the form's own flush, the request left well after the board was back, a good part of
  // "phone A → phone B" (bench/lab/watcher-trace.mjs). (Rounds read from IndexedDB as the page loads wait for the
  // stream, below.)
  useEffect(() => {
    const countOf = () => (queueState(sessionId).loaded ? queueState(sessionId).items.length : null);
    let count = countOf();
    return subscribeQueue(sessionId, () => {
      const now = countOf();
      if (count !== null && now !== null && now > count) {
        void Promise.all([afterNextFrame(), queueWritten(sessionId)]).then(flush);
      }
      count = now;
    });
  }, [sessionId, flush]);
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
    () => ({ sessionId, connection, changes, known, fill, deleted, rematch, presence, queue, flush, refresh, attach }),
    [sessionId, connection, changes, known, fill, deleted, rematch, presence, queue, flush, refresh, attach],
  );
  return <RootContext.Provider value={state}>{children}</RootContext.Provider>;
}
