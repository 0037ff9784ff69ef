import { parseWith } from "@/lib/api/parse";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getStandings } from "@/lib/leagues/data";
import { standingsFilterSchema } from "@/lib/leagues/schema";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const filter = parseWith(standingsFilterSchema, query, "The filter is not valid");
    const { standings, games } = await getStandings((await params).id, filter, { race: false });
    return json({ standings, games, filter });
  });
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
