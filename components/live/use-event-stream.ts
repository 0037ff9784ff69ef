"use client";
import { useEffect, useRef, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

export type Connection = "connecting" | "live" | "down";

export type StreamHandlers = Record<string, (data: unknown, id: string) => void>;

const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps an EventSource open on `url` while the page is shown. The browser reconnects by itself after a dropped
 * connection (sending Last-Event-ID); when it gives up (an error answer such as 503), this reconnects with backoff,
 * resuming from the last event id seen, and it follows the browser's offline and online events. `handlers` may
 * change on every render; the connection does not. A stream whose address resumes from the rendered state (`?since=`)
 * opens once the page has loaded and is idle: the wait misses nothing, and the page hydrates first (decision 023).
 * A null `url` opens nothing yet (the session's live store before its first page says where to start).
 */
export function useEventStream(url: string | null, handlers: StreamHandlers): Connection {
  const [connection, setConnection] = useState<Connection>("connecting");
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (url === null) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let backoff = 1000;
    let lastId: string | null = null;
    let stopped = false;

    const connect = () => {
      const address = lastId === null ? url : `${url.split("?")[0]}?since=${encodeURIComponent(lastId)}`;
      const es = new EventSource(address);
      source = es;
      es.onopen = () => {
        backoff = 1000;
        setConnection("live");
      };
      es.onerror = () => {
        setConnection("down");
        if (es.readyState !== EventSource.CLOSED || stopped) return;
        timer = setTimeout(connect, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      };
      for (const name of Object.keys(latest.current)) {
        es.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastId = message.lastEventId;
          latest.current[name]?.(JSON.parse(message.data) as unknown, message.lastEventId);
        });
      }
    };
    // A phone that loses its network may keep a dead connection open for minutes without an error: the browser's
    // offline event says so at once, and its online event reconnects at once instead of after a backoff.
    let cancelStart = () => {};
    const offline = () => {
      cancelStart();
      if (timer) clearTimeout(timer);
      source?.close();
      setConnection("down");
    };
    const online = () => {
      cancelStart();
      if (timer) clearTimeout(timer);
      source?.close();
      backoff = 1000;
      connect();
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    if (navigator.onLine === false) offline();
    else if (url.includes("?since=")) cancelStart = whenIdle(connect);
    else connect();
    return () => {
      stopped = true;
      cancelStart();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [url]);

  return connection;
}
