// HEAD on every route that answers GET, as Next runs it (the route's HEAD, else its GET with the body dropped):
// it changes nothing, in the database or in the live streams' slots (issue 26). The pages render without writing
// anything (no page imports a mutations module: docs/structure.md's layering keeps writes in route handlers and
// actions), so the route handlers are the ones to check.
import { describe, expect, it } from "vitest";
import * as unknownApi from "@/app/api/[...path]/route";
import * as health from "@/app/api/health/route";
import * as gameReferee from "@/app/api/v1/games/[game]/referee/[check]/route";
import * as backup from "@/app/api/v1/leagues/[id]/backup/route";
import * as leagueEvents from "@/app/api/v1/leagues/[id]/events/route";
import * as leagueExport from "@/app/api/v1/leagues/[id]/export/route";
import * as league from "@/app/api/v1/leagues/[id]/route";
import * as standings from "@/app/api/v1/leagues/[id]/standings/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import * as sessionEvents from "@/app/api/v1/sessions/[id]/events/route";
import * as sessionExport from "@/app/api/v1/sessions/[id]/export/route";
import * as history from "@/app/api/v1/sessions/[id]/history/route";
import * as sessionRefereeCheck from "@/app/api/v1/sessions/[id]/referee/[check]/route";
import * as sessionReferee from "@/app/api/v1/sessions/[id]/referee/route";
import * as session from "@/app/api/v1/sessions/[id]/route";
import * as leagueJoin from "@/app/leagues/[id]/join/route";
import * as sessionJoin from "@/app/sessions/[id]/join/route";
import { db } from "@/lib/db";
import { openStreams } from "@/lib/live/limits";
import { ninesSession } from "./client";
import { leagues } from "./league-client";

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

/** The handler Next runs for HEAD: the route's own, else its GET. */
function headHandler(module: Record<string, unknown>): Handler {
  return (Object.keys(module).includes("HEAD") ? module.HEAD : module.GET) as Handler;
}

/** What a request could have changed: every table's rows, and the sessions' versions. */
async function state() {
  return {
    sessions: await db.gameSession.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    changes: await db.roundChange.count(),
    rounds: await db.round.count(),
    leagues: await db.league.findMany({ orderBy: { id: "asc" } }),
    members: await db.leagueMember.count(),
  };
}

describe("HEAD on every route that answers GET", () => {
  it("changes nothing and holds no stream slot", async () => {
    const game = await ninesSession();
    await game.play("Ann", { Ben: 10, Cem: 20 });
    const club = (await leagues.create({ name: "Heads club" })).body;
    const routes: Array<[string, Record<string, unknown>, Record<string, unknown>, string?]> = [
      ["/api/health", health, {}],
      ["/api/v1/openapi.json", openapi, {}],
      [`/api/v1/sessions/${game.id}`, session, { id: game.id }],
      [`/api/v1/sessions/${game.id}/history`, history, { id: game.id }],
      [`/api/v1/sessions/${game.id}/export`, sessionExport, { id: game.id }],
      [`/api/v1/sessions/${game.id}/events`, sessionEvents, { id: game.id }],
      [`/api/v1/sessions/${game.id}/referee`, sessionReferee, { id: game.id }],
      [`/api/v1/sessions/${game.id}/referee/play`, sessionRefereeCheck, { id: game.id, check: "play" }],
      ["/api/v1/games/nines/referee/play", gameReferee, { game: "nines", check: "play" }],
      [`/api/v1/leagues/${club.id}`, league, { id: club.id }],
      [`/api/v1/leagues/${club.id}/standings`, standings, { id: club.id }],
      [`/api/v1/leagues/${club.id}/export`, leagueExport, { id: club.id }],
      [`/api/v1/leagues/${club.id}/backup`, backup, { id: club.id }, club.token],
      [`/api/v1/leagues/${club.id}/events`, leagueEvents, { id: club.id }],
      ["/api/v1/nothing", unknownApi, { path: ["v1", "nothing"] }],
      [`/sessions/${game.id}/join?token=${game.token}`, sessionJoin, { id: game.id }],
      [`/leagues/${club.id}/join?token=${club.token}`, leagueJoin, { id: club.id }],
    ];
    const before = await state();
    const streams = openStreams();
    for (const [path, module, params, token] of routes) {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const request = new Request(`http://deckside.test${path}`, { method: "HEAD", headers });
      const response = await headHandler(module)(request, { params: Promise.resolve(params) });
      expect(response.status, path).toBeLessThan(500);
      // Nothing open behind the answer (its body is left unread, as a HEAD's is).
      expect(openStreams(), path).toBe(streams);
    }
    expect(await state()).toEqual(before);
  });
});
