"use client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { AnyGame } from "@/lib/games/types";
import type { SessionChangeEvent } from "@/lib/live/types";
import { applyChanges } from "@/lib/offline/merge";
import { isOwnChange, type QueueState } from "@/lib/offline/queue-store";
import type { Derived } from "@/lib/offline/replay-queue";
import type { SessionSnapshot } from "@/lib/offline/types";
import { QueueStatus } from "../offline/client-parts";
import { useNotePage } from "./page-trail";
import { useSessionLiveRoot } from "./session-live-root";
import { SessionLiveStatus } from "./session-live-status";
import type { Connection } from "./use-event-stream";
import { useEngine, waitForEngine } from "./use-round-queue";

/**
 * What a session page knows beyond the server state it was rendered with: the live events since and the rounds this
 * browser still has to send (the offline round queue). The stream and the queue live in the session layout's
 * SessionLiveRoot; this is one page's view of them. The scoreboard it derives with the game's engine is the same
 * online or offline (docs/decisions/016-offline-queue.md).
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
  /** The server state the page was rendered with, plus the changes this browser sent since (null: not given). */
  snapshot: SessionSnapshot | null;
  queue: QueueState;
  /** The game's engine, once loaded (pages that give a snapshot load it). */
  engine: AnyGame | null;
  /** The engine's replay over the server's entries and the waiting rounds. */
  derived: Derived | null;
  /** Sends the waiting rounds now (after a choice on a refused one). */
  flush: () => void;
  /** Loads the game's engine (from the worker's precache when offline); null if this page cannot. */
  loadEngine: () => Promise<AnyGame | null>;
}

const LiveContext = createContext<SessionLiveState | null>(null);

export function useSessionLive(): SessionLiveState | null {
  return useContext(LiveContext);
}

/**
 * A session page's view of the live store. `follow`: re-render the page from the server on every change (scoreboard,
 * history, referee); without it (a round form, where a reload would lose what was typed) the page only hears.
 */
export function SessionLive({
  version,
  follow,
  snapshot: renderedSnapshot,
  engine: engineLoader,
  children,
}: {
  version: number;
  follow: boolean;
  /** The session as rendered (lib/offline/snapshot.ts): lets the page check and replay rounds offline. */
  snapshot?: SessionSnapshot;
  /** The game's engine loader (components/offline/session-engine.tsx), where rounds are entered or shown. */
  engine?: ReactNode;
  /** What reads the live state (a round form's guard); the status line renders either way. */
  children?: ReactNode;
}) {
  const root = useSessionLiveRoot();
  useNotePage();
  const { sessionId, attach, refresh, flush, queue, connection } = root;
  // The page shows the changes after the version it was first rendered with (a following page re-renders with newer
  // ones and keeps saying what happened).
  const [since] = useState(version);
  const [stale, setStale] = useState(false);
  useEffect(
    () => attach({ version, follow, catchUp: () => (follow ? refresh() : setStale(true)) }),
    [attach, version, follow, refresh],
  );
  // Waiting rounds go out when a page opens on a live stream (the layout's store also sends on reconnect and online).
  const live = connection === "live";
  useEffect(() => {
    if (live) flush();
  }, [live, flush]);
  const changes = useMemo(() => root.changes.filter((c) => c.version > since), [root.changes, since]);

  const engine = useEngine(renderedSnapshot?.game);
  // The engine (and zod with it) loads only when rounds wait or one is about to be kept: a page with nothing
  // waiting ships none of it (first-load JS, docs/decisions/010-shipping-less-js.md).
  const [engineWanted, setEngineWanted] = useState(false);
  const game = renderedSnapshot?.game;
  const loadEngine = useCallback(async () => {
    if (!game || !engineLoader) return null;
    setEngineWanted(true);
    return waitForEngine(game);
  }, [game, engineLoader]);
  // Only this browser's own sends are laid over the rendered state: another phone's change is the round form's
  // guard's business (it warns), and a following page re-renders from the server anyway.
  const snapshot = useMemo(
    () =>
      renderedSnapshot
        ? applyChanges(
            renderedSnapshot,
            changes.filter((c) => isOwnChange(sessionId, c.version)),
          )
        : null,
    [renderedSnapshot, changes, sessionId],
  );
  // The replay over saved and waiting rounds loads with the engine, only when wanted.
  const [tools, setTools] = useState<typeof import("@/lib/offline/replay-queue") | null>(null);
  const wantTools = (engineWanted || queue.items.length > 0) && !!engineLoader;
  useEffect(() => {
    if (wantTools && !tools) void import("@/lib/offline/replay-queue").then((module) => setTools(module));
  }, [wantTools, tools]);
  const derived = useMemo(
    () => (tools && engine && snapshot && queue.loaded ? tools.derive(engine, snapshot, queue.items) : null),
    [tools, engine, snapshot, queue],
  );

  const state: SessionLiveState = {
    sessionId,
    connection,
    serverVersion: version,
    changes,
    stale,
    deleted: root.deleted,
    rematch: root.rematch,
    snapshot,
    queue,
    engine,
    derived,
    flush,
    loadEngine,
  };
  return (
    <LiveContext.Provider value={state}>
      <SessionLiveStatus state={state} />
      {queue.items.length > 0 || queue.phase !== "idle" ? <QueueStatus state={state} showWaiting={follow} /> : null}
      {engineWanted || queue.items.length > 0 ? engineLoader : null}
      {children}
    </LiveContext.Provider>
  );
}

/**
 * Renders nothing. The session pages' layout renders it so this module and the live store's code come with the
 * layout, once for every session page: a page prefetched from another (the round form from the scoreboard) then
 * fetches only its own code, not the store again (docs/decisions/027-phone-start.md).
 */
export function SessionLiveCode() {
  return null;
}
