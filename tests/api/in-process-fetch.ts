// A `fetch` that answers from the route handlers in this process (as Next would route them), for clients such as
// docs/client/play-nines.ts. Each handler is the contract-checked one (contract-hooks.ts).
import * as unknownApi from "@/app/api/[...path]/route";
import * as health from "@/app/api/health/route";
import * as refereeCheck from "@/app/api/v1/games/[game]/referee/[check]/route";
import * as backup from "@/app/api/v1/leagues/[id]/backup/route";
import * as leagueEvents from "@/app/api/v1/leagues/[id]/events/route";
import * as leagueExport from "@/app/api/v1/leagues/[id]/export/route";
import * as merge from "@/app/api/v1/leagues/[id]/members/[memberId]/merge/route";
import * as member from "@/app/api/v1/leagues/[id]/members/[memberId]/route";
import * as league from "@/app/api/v1/leagues/[id]/route";
import * as standings from "@/app/api/v1/leagues/[id]/standings/route";
import * as leagueImport from "@/app/api/v1/leagues/import/route";
import * as leagues from "@/app/api/v1/leagues/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import * as sessionEvents from "@/app/api/v1/sessions/[id]/events/route";
import * as sessionExport from "@/app/api/v1/sessions/[id]/export/route";
import * as history from "@/app/api/v1/sessions/[id]/history/route";
import * as fileInto from "@/app/api/v1/sessions/[id]/league/route";
import * as sessionRefereeCheck from "@/app/api/v1/sessions/[id]/referee/[check]/route";
import * as sessionReferee from "@/app/api/v1/sessions/[id]/referee/route";
import * as rematch from "@/app/api/v1/sessions/[id]/rematch/route";
import * as round from "@/app/api/v1/sessions/[id]/rounds/[number]/route";
import * as rounds from "@/app/api/v1/sessions/[id]/rounds/route";
import * as session from "@/app/api/v1/sessions/[id]/route";
import * as sessions from "@/app/api/v1/sessions/route";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Most specific first, as Next matches: static segments before dynamic ones, the catch-all last. */
const ROUTES: Array<[string, Record<string, unknown>]> = [
  ["/api/health", health],
  ["/api/v1/openapi.json", openapi],
  ["/api/v1/sessions", sessions],
  ["/api/v1/sessions/{id}", session],
  ["/api/v1/sessions/{id}/rounds", rounds],
  ["/api/v1/sessions/{id}/rounds/{number}", round],
  ["/api/v1/sessions/{id}/history", history],
  ["/api/v1/sessions/{id}/export", sessionExport],
  ["/api/v1/sessions/{id}/events", sessionEvents],
  ["/api/v1/sessions/{id}/rematch", rematch],
  ["/api/v1/sessions/{id}/league", fileInto],
  ["/api/v1/sessions/{id}/referee", sessionReferee],
  ["/api/v1/sessions/{id}/referee/{check}", sessionRefereeCheck],
  ["/api/v1/games/{game}/referee/{check}", refereeCheck],
  ["/api/v1/leagues", leagues],
  ["/api/v1/leagues/import", leagueImport],
  ["/api/v1/leagues/{id}", league],
  ["/api/v1/leagues/{id}/standings", standings],
  ["/api/v1/leagues/{id}/export", leagueExport],
  ["/api/v1/leagues/{id}/backup", backup],
  ["/api/v1/leagues/{id}/events", leagueEvents],
  ["/api/v1/leagues/{id}/members/{memberId}", member],
  ["/api/v1/leagues/{id}/members/{memberId}/merge", merge],
];

/** The templates this router serves (the catch-all aside), for the coverage test. */
export const ROUTED = ROUTES.map(([template]) => template);

function match(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const found = new RegExp(`^${pattern.replaceAll(".", "\\.")}$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

export async function inProcessFetch(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  for (const [template, module] of ROUTES) {
    const params = match(template, path);
    if (!params) continue;
    const handler = module[request.method] as Handler | undefined;
    if (!handler) return new Response(null, { status: 405 });
    return handler(request, { params: Promise.resolve(params) });
  }
  const handler = (unknownApi as Record<string, unknown>)[request.method] as Handler;
  return handler(request, { params: Promise.resolve({ path: path.split("/").slice(2) }) });
}
