import { z } from "zod";
import { parseWith } from "@/lib/api/parse";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getStandings, leagueGames } from "@/lib/leagues/data";
import { gamesCsv, standingsCsv } from "@/lib/leagues/export";

const querySchema = z.object({
  what: z.enum(["standings", "games"]).default("standings"),
  format: z.enum(["csv", "json"]).default("csv"),
});

/** Downloads: standings or every finished game, as CSV or JSON. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { id } = await params;
    const { what, format } = parseWith(
      querySchema,
      Object.fromEntries(new URL(request.url).searchParams),
      "The export is not valid",
    );
    const { league, standings } = await getStandings(id, {}, { race: false });
    const games = what === "games" ? await leagueGames(id) : [];
    const names = new Map(league.members.map((m) => [m.id, m.name]));
    if (format === "json") {
      const body =
        what === "standings"
          ? { league: league.name, standings }
          : {
              league: league.name,
              games: games.map((g) => ({
                ...g,
                placements: g.placements.map((p) => ({ ...p, name: names.get(p.memberId) })),
              })),
            };
      return json(body);
    }
    const csv = what === "standings" ? standingsCsv(standings) : gamesCsv(games, names);
    const file = `${league.name.replace(/[^\p{L}\p{N}]+/gu, "-")}-${what}.csv`;
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${encodeURIComponent(file)}"`,
      },
    });
  });
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
