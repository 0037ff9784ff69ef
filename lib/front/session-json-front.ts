import { getSession, mayReadUncommitted, scoreboardStamp } from "../sessions/data";
import { createSessionJsonCache, type SessionJsonCache } from "./session-json";

// One per process: the front (installed by instrumentation.ts) and the route's bundle share it, as they share the
// database client (lib/db.ts). 16 MiB holds about 300 sessions of 50 rounds (≈ 50 kB each).
// DECKSIDE_SESSION_JSON=off makes every answer afresh: an escape hatch, and the bench's same-build "before".
const shared = globalThis as unknown as { decksideSessionJson?: SessionJsonCache };
export const sessionJson: SessionJsonCache =
  shared.decksideSessionJson ??
  createSessionJsonCache({
    stampOf: scoreboardStamp,
    render: getSession,
    readsUncommitted: mayReadUncommitted,
    maxBytes: process.env.DECKSIDE_SESSION_JSON === "off" ? 0 : 16 * 1024 * 1024,
  });
shared.decksideSessionJson = sessionJson;
