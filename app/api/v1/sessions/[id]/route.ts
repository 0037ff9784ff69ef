import { bearerToken } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { nextRoute } from "@/lib/front/route-handler";
import { readSession } from "@/lib/front/session-handlers";
import { deleteSession } from "@/lib/table/sessions";

type Context = { params: Promise<{ id: string }> };

// GET is also answered by the front (scripts/server.mjs), through the very same handler.
export const GET = nextRoute(readSession);

export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    await deleteSession((await params).id, bearerToken(request));
    return json({ deleted: true });
  });
}

export const POST = methodNotAllowed("GET, HEAD, DELETE");
export const PUT = methodNotAllowed("GET, HEAD, DELETE");
export const PATCH = methodNotAllowed("GET, HEAD, DELETE");
