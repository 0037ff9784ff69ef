import { RETRY_MS } from "./limits";

// The wire format of Server-Sent Events (WHATWG HTML, "server-sent events"): fields, one per line; a blank line
// ends an event; a line starting with ":" is a comment (our heartbeat).

export interface SseEvent {
  event: string;
  data: unknown;
  id?: string | number;
}

export function formatEvent({ event, data, id }: SseEvent): string {
  // JSON.stringify never emits a raw line break, so the data fits on one `data:` line.
  return `${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const heartbeat = (at: Date) => `: heartbeat ${at.toISOString()}\n\n`;

/** Sent first: how long the browser waits before reconnecting. */
export const retryField = `retry: ${RETRY_MS}\n\n`;

/**
 * The answer's headers. `no-transform` keeps Next's gzip (and most proxies) from buffering the stream;
 * `X-Accel-Buffering: no` asks nginx not to hold it back either.
 */
export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;
