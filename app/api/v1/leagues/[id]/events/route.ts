import { eventsRoute } from "@/lib/live/events-route";
import { checkLeague, leagueEvents } from "@/lib/live/league-stream";

export const dynamic = "force-dynamic";

/** The league's change feed as Server-Sent Events (docs/api-additions.md); readable like its standings. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE } = eventsRoute(leagueEvents, checkLeague);
