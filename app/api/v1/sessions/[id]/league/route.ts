import { parseWith } from "@/lib/api/parse";
import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { fileIntoLeague } from "@/lib/table/mutations";
import { fileIntoLeagueSchema } from "@/lib/table/schema";

type Context = { params: Promise<{ id: string }> };

/** Files a game into a league afterwards: the session's token as Bearer, the league's in the body. */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const input = parseWith(fileIntoLeagueSchema, await readJson(request), "The league is not valid");
    return json({ session: await fileIntoLeague((await params).id, bearerToken(request), input) });
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
