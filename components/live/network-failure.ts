/** A failed request (no network, no server) rather than the server's verdict on what was sent. */
export function isNetworkFailure(error: unknown): boolean {
  return (typeof navigator !== "undefined" && navigator.onLine === false) || error instanceof TypeError;
}
