"use client";
import { useEffect, useRef } from "react";
import { useDebouncedRefresh } from "../live/use-debounced-refresh";
import { useEventStream } from "../live/use-event-stream";

// Table mode follows the session's change feed like the scoreboard (docs/decisions/013-live-table.md): a round
// saved on another phone re-renders the standings from the server within a moment. Only while the feed is down
// (a refused or dropped stream, reconnecting with backoff) does it ask for the standings now and then, so a table
// behind a flaky proxy still catches up; offline there is nothing to ask.
const FALLBACK_MS = 15_000;

export function TableLive({ sessionId, version }: { sessionId: string; version: number }) {
  const refresh = useDebouncedRefresh();
  // The stream starts from the version first rendered and resumes by event id after that (no reconnect per render).
  const since = useRef(version).current;
  const rendered = useRef(version);
  rendered.current = version;
  const catchUp = (to: number) => {
    if (to !== rendered.current) refresh();
  };
  const connection = useEventStream(`/api/v1/sessions/${encodeURIComponent(sessionId)}/events?since=${since}`, {
    change: (data) => catchUp((data as { version: number }).version),
    ready: (data) => catchUp((data as { version: number }).version),
    resync: () => refresh(),
    filed: () => refresh(),
    // A deleted game: the page's own render says so (not found); a rematch stays a choice made on the scoreboard.
    deleted: () => refresh(),
  });

  useEffect(() => {
    if (connection !== "down") return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && navigator.onLine) refresh();
    }, FALLBACK_MS);
    return () => window.clearInterval(timer);
  }, [connection, refresh]);

  return <span hidden data-testid="table-live" data-connection={connection} />;
}
