import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getLeague, leagueEvenings } from "@/lib/leagues/data";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const { id } = await params;
    return json({ ...(await getLeague(id)), evenings: await leagueEvenings(id) });
  });
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
