import "server-only";
import { clientAddress } from "../api/client-address";
import { errorResponse } from "../api/respond";
import { env } from "../env";
import { AppError } from "../errors";
import { listen } from "./bus";
import { DEFAULT_HEARTBEAT_MS, MAX_STREAM_MS, takeSlot } from "./limits";
import { ensureListener } from "./pg-listener";
import { formatEvent, heartbeat, retryField, SSE_HEADERS, type SseEvent } from "./sse";
import type { LiveNotice } from "./types";

/** What a stream's handlers can do: send an event, or end the stream. */
export interface StreamControl {
  send(event: SseEvent): void;
  close(): void;
}

export interface StreamHandlers {
  /** Runs once the stream listens for notices: catch up, then say `ready`. */
  start(control: StreamControl): Promise<void>;
  onNotice(notice: LiveNotice, control: StreamControl): void;
  /** Notices may have been lost (the PostgreSQL listener reconnected). */
  onResync(control: StreamControl): void;
}

const RETRY_AFTER_SECONDS = 30;

const REFUSALS = {
  full: "Too many live connections are open right now; try again in a minute.",
  client: "Too many live connections are open from your address; close some (or wait) and try again.",
} as const;

/** 503 `unavailable` with Retry-After: the stream's caps (lib/live/limits.ts) leave no slot for it. */
function refused(why: keyof typeof REFUSALS): Response {
  const response = errorResponse(new AppError("unavailable", REFUSALS[why]));
  response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}

/** What HEAD answers: the stream's headers and no body. It opens nothing and takes no slot. */
export function streamHead(): Response {
  return new Response(null, { headers: SSE_HEADERS });
}

/**
 * Answers with an event stream on `topic`. It listens before `start` reads anything, so no change falls between the
 * catch-up and the first notice; it sends a heartbeat while quiet, and on disconnect (or after MAX_STREAM_MS) it
 * stops listening and gives its slot back.
 */
export function openEventStream(request: Request, topic: string, handlers: StreamHandlers): Response {
  // A HEAD that reached GET (a router that answers HEAD with GET's handler) would hold a stream no one reads. So
  // would a client gone while the session was looked up: its "abort" has fired already, before anyone listened.
  if (request.method === "HEAD" || request.signal.aborted) return streamHead();
  const release = takeSlot(topic, clientAddress(request.headers));
  if (typeof release === "string") return refused(release);
  const encoder = new TextEncoder();
  let closed = false;
  let cleanup = release;
  let control: StreamControl | null = null;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          control?.close();
        }
      };
      const ctl: StreamControl = {
        send: (event) => write(formatEvent(event)),
        close: () => {
          if (closed) return;
          closed = true;
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        },
      };
      control = ctl;
      const unlisten = listen(
        topic,
        (notice) => handlers.onNotice(notice, ctl),
        () => handlers.onResync(ctl),
      );
      const beat = setInterval(() => write(heartbeat(new Date())), env.LIVE_HEARTBEAT_MS ?? DEFAULT_HEARTBEAT_MS);
      const end = setTimeout(ctl.close, MAX_STREAM_MS);
      const onAbort = () => ctl.close();
      request.signal.addEventListener("abort", onAbort);
      cleanup = () => {
        unlisten();
        clearInterval(beat);
        clearTimeout(end);
        request.signal.removeEventListener("abort", onAbort);
        release();
      };
      write(retryField);
      void begin(ctl, handlers);
    },
    cancel() {
      control?.close();
    },
  });
  return new Response(stream, { headers: SSE_HEADERS });
}

async function begin(control: StreamControl, handlers: StreamHandlers): Promise<void> {
  try {
    if (!env.DATABASE_URL.startsWith("file:")) {
      // Without the listener this stream would miss other processes' writes; it retries on its own, and its
      // reconnect sends every stream a resync, so a failure here is logged and the stream goes on.
      await ensureListener(env.DATABASE_URL).catch((error: unknown) => {
        console.error("[deckside] live listener not connected yet", error);
      });
    }
    await handlers.start(control);
  } catch (error) {
    console.error("[deckside] live stream failed", error);
    control.close();
  }
}

/** The last event id the client saw: `Last-Event-ID` (an EventSource reconnecting), else `?since=`. */
export function lastEventId(request: Request): string | null {
  return request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("since");
}
