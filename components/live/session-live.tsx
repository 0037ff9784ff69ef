"use client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { AnyReplayer, AnyRoundCheck } from "@/lib/games/types";
import type { SessionChangeEvent } from "@/lib/live/types";
import { applyChanges } from "@/lib/offline/merge";
import { phoneView } from "@/lib/offline/phone-view";
import type { QueueState } from "@/lib/offline/queue-store";
import { waitForRoundCheck } from "@/lib/offline/round-checks";
import { snapshotOf } from "@/lib/offline/snapshot";
import type { SessionSnapshot } from "@/lib/offline/types";
import type { SessionView } from "@/lib/sessions/types";
import { QueueStatus } from "../offline/client-parts";
import { useNotePage } from "./page-trail";
import { useSessionLiveRoot } from "./session-live-root";
import { SessionLiveStatus } from "./session-live-status";
import { useReplayer } from "./use-board-engine";
import type { Connection } from "./use-event-stream";
import { useRoundCheck } from "./use-round-check";

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
  /**
   * The store's snapshot: the server state the page was rendered with, plus every change the stream told of (and
   * the history filled in), in version order (null: not given).
   */
  snapshot: SessionSnapshot | null;
  queue: QueueState;
  /** The game's round check (the replay and the entry's shape, no zod), once loaded (pages that give a snapshot load it). */
  engine: AnyRoundCheck | null;
  /**
   * The session as the phone sees it now: the store's snapshot and this phone's waiting rounds, computed by the game's
   * engine the way the server computes it (lib/offline/phone-view.ts); null until the engine has loaded. The
   * scoreboard's live parts read `view ?? serverView`.
   */
  view: SessionView | null;
  /** The session as the server rendered this page (pages that render from the view give it; else null). */
  serverView: SessionView | null;
  /** Sends the waiting rounds now (after a choice on a refused one). */
  flush: () => void;
  /** Loads the game's engine (from the worker's precache when offline); null if this page cannot. */
  loadEngine: () => Promise<AnyRoundCheck | null>;
  /**
   * The scoreboard's round form is open in place over the hidden board (components/scoreboard/round-in-place.tsx):
   * the status line stays, the board's list of waiting rounds does not show above the form.
   */
  setRoundInPlace: (open: boolean) => void;
  /** Whether that form is open now (false inside the form itself: SessionLiveSince). */
  roundInPlace: boolean;
}

const LiveContext = createContext<SessionLiveState | null>(null);

export function useSessionLive(): SessionLiveState | null {
  return useContext(LiveContext);
}

/**
 * A session page's view of the live store. `follow`: the page follows the changes: a page given a snapshot and the
 * engine (the scoreboard) renders them from the store's view, another (history, referee) re-renders from the server;
 * without it (a round form, where a reload would lose what was typed) the page only hears.
 */
export function SessionLive({
  version,
  follow,
  snapshot: givenSnapshot,
  view: serverView,
  engine: engineLoader,
  boardEngine,
  unseen = false,
  children,
}: {
  version: number;
  follow: boolean;
  /** The session as rendered (lib/offline/snapshot.ts): lets the page check and replay rounds offline. */
  snapshot?: SessionSnapshot;
  /**
   * The session as the server rendered it, for a page whose live parts render from the store's view (the
   * scoreboard): `view ?? serverView`. Its snapshot is taken from it (no second copy in the page).
   */
  view?: SessionView;
  /**
   * The game's round check loader (components/offline/session-round-check.tsx: the replay and a zod-free check of the
   * entry's shape), where rounds are entered or shown.
   */
  engine?: ReactNode;
  /**
   * The game's replay loader (components/scoreboard/board-engine.tsx: no schemas, no zod), loaded at once where the
   * page renders from the view; the round check still loads only when rounds wait or one is kept.
   */
  boardEngine?: ReactNode;
  /**
   * The game is one the server has never seen (the shell, app/play): its board is nothing but this phone's waiting
   * rounds, so they are not listed again above it, and there is no live feed to say is paused.
   */
  unseen?: boolean;
  /** What reads the live state (a round form's guard); the status line renders either way. */
  children?: ReactNode;
}) {
  const root = useSessionLiveRoot();
  useNotePage();
  const renderedSnapshot = useMemo(
    () => givenSnapshot ?? (serverView ? snapshotOf(serverView) : undefined),
    [givenSnapshot, serverView],
  );
  const { sessionId, attach, refresh, flush, queue, connection, fill } = root;
  // The page shows the changes after the version it was first rendered with (a following page re-renders with newer
  // ones and keeps saying what happened).
  const [since] = useState(version);
  const [stale, setStale] = useState(false);
  const [roundInPlace, setRoundInPlace] = useState(false);
  const applies = follow && !!renderedSnapshot && !!boardEngine;
  // A page that applies changes catches up from the history (below); the others re-render or warn.
  const catchUp = useCallback(() => (follow ? refresh() : setStale(true)), [follow, refresh]);
  useEffect(
    () => attach({ version, follow, applies, catchUp: applies ? () => {} : catchUp }),
    [attach, version, follow, applies, catchUp],
  );
  // Waiting rounds go out when a page opens on a live stream (the layout's store also sends on reconnect and online).
  const live = connection === "live";
  useEffect(() => {
    if (live) flush();
  }, [live, flush]);
  const changes = useMemo(() => root.changes.filter((c) => c.version > since), [root.changes, since]);

  const engine = useRoundCheck(renderedSnapshot?.game);
  // The engine (the round check: no zod) loads only when rounds wait or one is about to be kept: a page with nothing
  // waiting ships none of it (first-load JS, docs/decisions/010-shipping-less-js.md).
  const [engineWanted, setEngineWanted] = useState(false);
  const game = renderedSnapshot?.game;
  const loadEngine = useCallback(async () => {
    if (!game || !engineLoader) return null;
    setEngineWanted(true);
    return waitForRoundCheck(game);
  }, [game, engineLoader]);
  // The store's snapshot: the rendered state with every change since, in version order (a change this phone sent
  // and another phone's alike: the server ordered them).
  const snapshot = useMemo(
    () => (renderedSnapshot ? applyChanges(renderedSnapshot, root.changes) : null),
    [renderedSnapshot, root.changes],
  );
  // A gap: the server is known to be ahead of what the changes could bring the snapshot to (one was missed, or the
  // stream said so on `ready`/`resync`). Only the missing changes are read; if that fails, or they still do not fit,
  // the page falls back to a server render (a form warns).
  const behind = snapshot !== null && root.known !== null && root.known > snapshot.version;
  useEffect(() => {
    if (!behind || !snapshot) return;
    let gone = false;
    void fill(snapshot.version).then((read) => {
      if (!gone && (read === null || applyChanges(snapshot, read) === snapshot)) catchUp();
    });
    return () => {
      gone = true;
    };
  }, [behind, snapshot, fill, catchUp]);
  const replayer = useReplayer(renderedSnapshot?.game);
  const view = useMemo(
    () => (replayer && snapshot ? viewOrNull(snapshot, replayer, queue.items) : null),
    [replayer, snapshot, queue.items],
  );

  // One object per change of what it holds: a new one on every render of this component re-rendered every reader of
  // the context (the whole board) for nothing, e.g. at the presence list's or the connection's changes.
  const { deleted, rematch } = root;
  const state = useMemo<SessionLiveState>(
    () => ({
      sessionId,
      connection,
      serverVersion: version,
      changes,
      stale,
      deleted,
      rematch,
      snapshot,
      queue,
      engine,
      view,
      serverView: serverView ?? null,
      flush,
      loadEngine,
      setRoundInPlace,
      roundInPlace,
    }),
    [
      sessionId,
      connection,
      version,
      changes,
      stale,
      deleted,
      rematch,
      snapshot,
      queue,
      engine,
      view,
      serverView,
      flush,
      loadEngine,
      roundInPlace,
    ],
  );
  return (
    <LiveContext.Provider value={state}>
      {unseen ? null : <SessionLiveStatus state={state} />}
      {queue.items.length > 0 || queue.phase !== "idle" ? (
        // The list of waiting rounds where rounds are entered (a page with the round check: the scoreboard); table
        // mode shows the board alone.
        <QueueStatus state={state} showWaiting={follow && !unseen && !!engineLoader && !roundInPlace} />
      ) : null}
      {applies ? boardEngine : null}
      {engineWanted || queue.items.length > 0 ? engineLoader : null}
      {children}
    </LiveContext.Provider>
  );
}

/** The phone's view, or null when the entries do not replay (the server's render stays: it says what is wrong). */
function viewOrNull(snapshot: SessionSnapshot, engine: AnyReplayer, waiting: QueueState["items"]): SessionView | null {
  try {
    return phoneView(snapshot, engine, waiting);
  } catch {
    return null;
  }
}

/**
 * The live state as a round form opened in place at store version `version` sees it (the scoreboard's form,
 * components/scoreboard/round-in-place.tsx): only the changes since it opened are news to it, as the changes since
 * its render are to the form page (another phone's round is a clash beside Save, an undo a warning).
 */
export function SessionLiveSince({ version, children }: { version: number; children: ReactNode }) {
  const live = useSessionLive();
  const seen = useMemo(
    () =>
      live
        ? {
            ...live,
            serverVersion: version,
            changes: live.changes.filter((c) => c.version > version),
            roundInPlace: false,
          }
        : null,
    [live, version],
  );
  return <LiveContext.Provider value={seen}>{children}</LiveContext.Provider>;
}

/**
 * Renders nothing. The session pages' layout renders it so this module and the live store's code come with the
 * layout, once for every session page: a page prefetched from another (the round form from the scoreboard) then
 * fetches only its own code, not the store again (docs/decisions/027-phone-start.md).
 */
export function SessionLiveCode() {
  return null;
}
