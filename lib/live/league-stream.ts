import "server-only";
import { notFound } from "../errors";
import { leagueTopic } from "./bus";
import { leagueExists } from "./data";
import { lastEventId, openEventStream } from "./stream";
import type { LeagueChangeEvent } from "./types";

/** Throws not_found when there is no such league: what the feed's HEAD and GET answer then. */
export async function checkLeague(leagueId: string): Promise<void> {
  if (!(await leagueExists(leagueId))) throw notFound("league", leagueId);
}

/**
 * GET /api/v1/leagues/:id/events: an event for every change to one of the league's games. A league has no history
 * of its own to replay from, so a resumed stream (and one whose process may have missed notices) sends `resync`:
 * the client reloads the league. Event ids are the server's clock in milliseconds, only there so a reconnect says
 * that it is one.
 */
export async function leagueEvents(request: Request, leagueId: string): Promise<Response> {
  await checkLeague(leagueId);
  const resumed = lastEventId(request) !== null;
  const resync = { event: "resync", data: { leagueId } } as const;
  return openEventStream(request, leagueTopic(leagueId), {
    async start(control) {
      if (resumed) control.send({ ...resync, id: Date.now() });
      control.send({ event: "ready", id: Date.now(), data: { leagueId } });
    },
    onNotice({ leagueId: _league, ...change }, control) {
      // Presence is a session's own (its notices name no league, lib/live/bus.ts); a league page never hears it.
      if (change.what === "presence") return;
      // Whom a notice is for is the bus's business, not the event's: an unfiling reads exactly as a filing.
      const { leagueOnly: _only, ...data }: LeagueChangeEvent & { leagueOnly?: true } = change;
      control.send({ event: "change", id: Date.now(), data });
    },
    onResync(control) {
      control.send({ ...resync, id: Date.now() });
    },
  });
}
