import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { refereeStateless } from "@/lib/referee/checks";

type Context = { params: Promise<{ game: string; check: string }> };

/** A referee check with the options and the whole situation in the body; read-only, no token (issue 25). */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const { game, check } = await params;
    return json(refereeStateless(game, check, await readJson(request)));
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
