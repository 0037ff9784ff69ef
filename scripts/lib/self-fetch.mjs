// Next renders a server action's redirect target (a round saved → the scoreboard) by fetching it over HTTP from this
// same server, with the action request's headers, the browser's `Accept-Encoding` among them. So that answer was
// gzipped here, gunzipped by Next's fetch and gzipped again for the phone: three passes over the page's RSC payload
// on every save. The action request carries a mark (a secret of this process) that Next forwards to its own fetch;
// a request with the mark is answered uncompressed, and the phone's answer is compressed once, as every other
// (docs/decisions/028-instant-taps.md).
import { randomBytes } from "node:crypto";
import { NEXT_ACTION_HEADER } from "./next-internals.mjs";

/** The header that carries the mark from an action request to Next's fetch of its redirect target. */
export const SELF_FETCH_HEADER = "x-deckside-self-fetch";

/**
 * Returns the function the server runs on each request's headers (Node's `req.headers`, changed in place) before
 * anything reads them. A mark that is not this process's own is dropped, so nobody outside can switch compression.
 */
export function createSelfFetchMark(secret = randomBytes(16).toString("hex")) {
  return function markSelfFetch(method, headers) {
    const fromSelf = headers[SELF_FETCH_HEADER] === secret;
    delete headers[SELF_FETCH_HEADER];
    if (fromSelf) headers["accept-encoding"] = "identity";
    else if (method === "POST" && headers[NEXT_ACTION_HEADER] !== undefined) headers[SELF_FETCH_HEADER] = secret;
  };
}
