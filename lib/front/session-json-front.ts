import { getSession, mayReadUncommitted, scoreboardStamp } from "../sessions/data";
import { createSessionJsonCache } from "./session-json";

// One per bundle that imports it (the front, installed by instrumentation.ts, and the route's own), not one per
// process on globalThis: each must throw its own bundle's errors, or the other's `handle` would not know them as
// AppError and answer a 404 with a 500 (the front differential spec caught it). The route's copy serves only what
// Next answers itself. 16 MiB holds hundreds of 50-round sessions (tens of kB each).
// DECKSIDE_SESSION_JSON=off makes every answer afresh: an escape hatch, and the bench's same-build "before".
export const sessionJson = createSessionJsonCache({
  stampOf: scoreboardStamp,
  render: getSession,
  readsUncommitted: mayReadUncommitted,
  maxBytes: process.env.DECKSIDE_SESSION_JSON === "off" ? 0 : 16 * 1024 * 1024,
});
