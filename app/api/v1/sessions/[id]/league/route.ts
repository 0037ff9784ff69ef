import { parseWith } from "@/lib/api/parse";
import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { fileIntoLeague, unfileFromLeague } from "@/lib/table/mutations";
import { fileIntoLeagueSchema } from "@/lib/table/schema";

type Context = { params: Promise<{ id: string }> };

/** Files a game into a league afterwards: the session's token as Bearer, the league's in the body. */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const input = parseWith(fileIntoLeagueSchema, await readJson(request), "The league is not valid");
    return json({ session: await fileIntoLeague((await params).id, bearerToken(request), input) });
  });
}

/**
 * Takes a filed game out of its league again, as if never filed (docs/api-additions.md): any token that may change
 * the game as Bearer; `?leagueId=` (optional) refuses if the game counts in another league by then.
 */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    const expected = new URL(request.url).searchParams.get("leagueId") ?? undefined;
    return json({ session: await unfileFromLeague((await params).id, bearerToken(request), expected) });
  });
}

export const GET = methodNotAllowed("POST, DELETE");
export const PUT = methodNotAllowed("POST, DELETE");
export const PATCH = methodNotAllowed("POST, DELETE");
