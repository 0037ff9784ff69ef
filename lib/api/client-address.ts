// Who sent a request, for per-client budgets (docs/limits.md). Next sets X-Forwarded-For to the socket's address when
// a request arrives without one; a reverse proxy (Caddy, nginx with $proxy_add_x_forwarded_for) appends the address
// it saw. The last entry is therefore the one added closest to this server: the proxy's view of the client, or the
// socket itself. A client talking to Deckside directly can still send its own header; that spreads it over several
// budgets, but never past the one-import-at-a-time limit that keeps the server answering.

/** The client's address as the nearest hop saw it, or "unknown". */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  return hops.at(-1)?.trim() || "unknown";
}
