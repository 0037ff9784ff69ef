import { eventsRoute } from "@/lib/live/events-route";
import { checkSession, sessionEvents } from "@/lib/live/session-stream";

export const dynamic = "force-dynamic";

/** The session's change feed as Server-Sent Events (docs/api-additions.md); readable like the session. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE } = eventsRoute(sessionEvents, checkSession);
