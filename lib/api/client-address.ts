// Who sent a request, for per-client budgets (docs/limits.md, "Client addresses"). The production server
// (scripts/server.mjs, scripts/lib/client-address.mjs) writes it in a header of its own on every request, replacing
// whatever a client sent there: the socket's address, or behind a reverse proxy on the same machine the address the
// proxy saw. Served another way (`next dev`, a bare `next start`), the last X-Forwarded-For entry: Next sets it to the
// socket's address when a request arrives without one, and a reverse proxy (Caddy, nginx with
// $proxy_add_x_forwarded_for) appends the address it saw, so it is the hop nearest this server; there a client
// talking to Deckside directly can still send its own.

/** The header scripts/server.mjs writes the client's address in. */
export const CLIENT_HEADER = "x-deckside-client";

/** The client's address as the nearest hop saw it, or "unknown". */
export function clientAddress(headers: Pick<Headers, "get">): string {
  const marked = headers.get(CLIENT_HEADER)?.trim();
  if (marked) return marked;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  return hops.at(-1)?.trim() || "unknown";
}
