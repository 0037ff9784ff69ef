import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { refereeStateless } from "@/lib/referee/checks";

type Context = { params: Promise<{ game: string; check: string }> };

/** A referee check with the options and the whole situation in the body; read-only, no token (issue 25). */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const { game, check } = await params;
    return json(refereeStateless(game, check, { body: await readJson(request) }));
  });
}

/** The same check with the situation as query parameters (`?top=7H&card=7S`; lists comma-separated or repeated). */
export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const { game, check } = await params;
    return json(refereeStateless(game, check, { query: new URL(request.url).searchParams }));
  });
}

export const PUT = methodNotAllowed("GET, HEAD, POST");
export const PATCH = methodNotAllowed("GET, HEAD, POST");
export const DELETE = methodNotAllowed("GET, HEAD, POST");
