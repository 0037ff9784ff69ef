"use client";
import { useEffect, useMemo } from "react";
import { phoneHistory } from "@/lib/offline/phone-history";
import { useSessionLive } from "../live/session-live";
import { useSessionLiveRoot } from "../live/session-live-root";
import { useReplayer } from "../live/use-board-engine";
import { HistoryList, type HistoryListProps } from "./history-list";

/**
 * The latest history page after the server's render: the changes the session's store heard since (another phone's
 * new, edited or undone round, or this phone's) are laid after the server's items by the game's replay on the phone
 * (lib/offline/phone-history.ts), with no server render (issue 27). Changes that do not fit (one missed that the
 * history read could not fill) fall back to a server render.
 */
export function LiveHistory({ sessionId, players, items, editable }: HistoryListProps) {
  const live = useSessionLive();
  const { refresh } = useSessionLiveRoot();
  const replayer = useReplayer(live?.snapshot?.game);
  const snapshot = live?.snapshot ?? null;
  const rendered = live?.serverView;
  const all = live?.changes;
  // The changes after this render's version that the store has applied (one past a gap waits for the history read).
  const changes = useMemo(
    () =>
      rendered && snapshot && all
        ? all.filter((c) => c.version > rendered.version && c.version <= snapshot.version)
        : [],
    [rendered, snapshot, all],
  );
  const shown = useMemo(() => {
    if (!replayer || !snapshot || !rendered || changes.length === 0) return items;
    const entries = rendered.rounds.map((round) => round.entry);
    return phoneHistory(replayer, snapshot, entries, items, changes);
  }, [replayer, snapshot, rendered, changes, items]);
  const misfit = shown === null;
  useEffect(() => {
    if (misfit) refresh();
  }, [misfit, refresh]);
  return <HistoryList sessionId={sessionId} players={players} items={shown ?? items} editable={editable} />;
}
