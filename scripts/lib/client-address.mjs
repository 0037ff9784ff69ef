// Which client a request comes from, as the app counts clients (the live streams' per-client budget,
// lib/live/limits.ts): the address of the socket, or, when that is this machine (a reverse proxy beside the app,
// as README.md sets one up), the address the proxy saw, which it appends last to X-Forwarded-For. Entries before
// the last are whatever the client claimed, so they are never believed. The server sets the answer in its own
// header on every request, replacing whatever a client sent in it.

/** The header the server writes the client's address in (lib/api/client-address.ts reads it). */
export const CLIENT_HEADER = "x-deckside-client";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The last entry of an X-Forwarded-For value (Node joins repeated headers with ", "), or undefined. */
function lastForwarded(forwardedFor) {
  const value = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const last = value?.split(",").at(-1)?.trim();
  return last || undefined;
}

/** The client's address from the socket's peer address and the request's X-Forwarded-For. */
export function clientAddress(peer, forwardedFor) {
  const socket = peer ?? "unknown";
  if (!LOOPBACK.test(socket)) return socket;
  return lastForwarded(forwardedFor) ?? socket;
}

/** Writes the client's address into `req.headers` before anything reads them. */
export function markClient(req) {
  req.headers[CLIENT_HEADER] = clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"]);
}
