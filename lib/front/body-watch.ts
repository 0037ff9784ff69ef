import type { IncomingMessage } from "node:http";

// A body sent in chunks has no length to refuse it by before it is read. Next's proxy copies every body it reads
// into memory (up to its own limit, next.config.js) before the route counts it: a 64 KiB route held 10 MB of each
// such body. The server watches the body on its way in and hands on nothing past the address's limit, while the
// socket keeps draining: the route still sees more than its limit (the chunk that crossed it) and answers 413
// `payload_too_large`, and the rest is dropped as it arrives instead of held.

/**
 * Counts the request's body as it is read and, once more than `maxBytes` came in, hands no more of it to anyone
 * listening (Next's proxy); the request still ends as usual, so the answer goes out on a socket that is in order.
 */
export function watchBody(req: IncomingMessage, maxBytes: number): void {
  let size = 0;
  const emit = req.emit;
  // Every chunk a readable stream hands out, in flowing and in paused mode, goes out through emit("data").
  req.emit = function watchedEmit(this: IncomingMessage, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "data") {
      if (size > maxBytes) return true;
      size += (args[0] as { length: number }).length;
    }
    return emit.call(this, event, ...args);
  } as IncomingMessage["emit"];
}

/** Whether a request's body comes in chunks (no Content-Length to refuse it by). */
export function chunkedBody(req: IncomingMessage): boolean {
  return req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;
}
