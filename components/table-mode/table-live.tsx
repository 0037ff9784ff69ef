"use client";
import { useEffect } from "react";
import { useSessionLiveRoot } from "../live/session-live-root";

// Table mode follows the session's change feed like the scoreboard (docs/decisions/013-live-table.md): a round
// saved on another phone re-renders the standings from the server within a moment. The feed is the session
// layout's (decision 028), so a phone that comes to table mode from the scoreboard keeps the one stream it has.
// Only while the feed is down (a refused or dropped stream, reconnecting with backoff) does it ask for the
// standings now and then, so a table behind a flaky proxy still catches up; offline there is nothing to ask.
const FALLBACK_MS = 15_000;

export function TableLive({ version }: { version: number }) {
  const { attach, refresh, connection, deleted } = useSessionLiveRoot();
  useEffect(() => attach({ version, follow: true, applies: false, catchUp: refresh }), [attach, version, refresh]);
  // A deleted game: the page's own render says so (not found); a rematch stays a choice made on the scoreboard.
  useEffect(() => {
    if (deleted) refresh();
  }, [deleted, refresh]);

  useEffect(() => {
    if (connection !== "down") return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && navigator.onLine) refresh();
    }, FALLBACK_MS);
    return () => window.clearInterval(timer);
  }, [connection, refresh]);

  return <span hidden data-testid="table-live" data-connection={connection} />;
}
