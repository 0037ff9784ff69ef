"use client";
import { useEffect } from "react";
import { useSessionLive } from "../live/session-live";
import { useSessionLiveRoot } from "../live/session-live-root";

// Table mode renders from the session's live store like the scoreboard (the page's SessionLive, given the server's
// view and the game's replay: docs/decisions/036-table-on-the-phone.md): a round saved, edited or undone on another
// phone is applied on this one, and a gap is read from the history, without a server render. The feed is the session
// layout's (decision 028), so a phone that comes to table mode from the scoreboard keeps the one stream it has.
// While the feed is down (a refused or dropped stream, reconnecting with backoff up to 30 s; a proxy that never lets a
// stream through) the store hears nothing, so every 15 s it reads the changes it lacks from the history: a table
// behind a flaky proxy still catches up. Offline there is nothing to ask.
const FALLBACK_MS = 15_000;

export function TableLive() {
  const live = useSessionLive();
  const { refresh, connection, deleted, fill } = useSessionLiveRoot();
  // A deleted game: the page's own render says so (not found); a rematch stays a choice made on the scoreboard.
  useEffect(() => {
    if (deleted) refresh();
  }, [deleted, refresh]);

  const version = live?.snapshot?.version ?? null;
  useEffect(() => {
    if (connection !== "down" || version === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible" || !navigator.onLine) return;
      // The history could not be read (the game deleted, say): only a server render says what is there now.
      void fill(version).then((read) => {
        if (read === null) refresh();
      });
    }, FALLBACK_MS);
    return () => window.clearInterval(timer);
  }, [connection, version, fill, refresh]);

  return <span hidden data-testid="table-live" data-connection={connection} />;
}
