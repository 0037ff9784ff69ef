// Which client a request comes from, as the app counts clients (the live streams' per-client budget). The server
// (scripts/server.mjs, scripts/lib/client-address.mjs) writes it in its own header on every request, replacing
// what a client sent; served another way (`next dev`), the last X-Forwarded-For entry, which Next fills with the
// socket's address when the client sent none.

export const CLIENT_HEADER = "x-deckside-client";

export function clientAddressOf(headers: Pick<Headers, "get">): string {
  const marked = headers.get(CLIENT_HEADER)?.trim();
  if (marked) return marked;
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || "unknown";
}
