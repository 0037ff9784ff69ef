import { handle, methodNotAllowed } from "@/lib/api/respond";
import { leagueEvents } from "@/lib/live/league-stream";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** The league's change feed as Server-Sent Events (docs/api-additions.md); readable like its standings. */
export async function GET(request: Request, { params }: Context) {
  return handle(async () => leagueEvents(request, (await params).id));
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
