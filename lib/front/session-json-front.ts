import { getSession, mayReadUncommitted, scoreboardStamp } from "../sessions/data";
import { createSessionJsonCache, type SessionJsonCache } from "./session-json";

// One per process: the front (installed by instrumentation.ts) and the route's bundle share it, as they share the
// database client (lib/db.ts). 16 MiB holds hundreds of 50-round sessions (tens of kB each).
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
