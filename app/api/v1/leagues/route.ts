import { parseWith } from "@/lib/api/parse";
import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { createLeague } from "@/lib/leagues/mutations";
import { createLeagueSchema } from "@/lib/leagues/schema";

export async function POST(request: Request) {
  return handle(async () =>
    json(await createLeague(parseWith(createLeagueSchema, await readJson(request), "The league is not valid")), 201),
  );
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
