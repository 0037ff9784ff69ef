import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getHistory } from "@/lib/history/data";

type Context = { params: Promise<{ id: string }> };

/** Every change to the session's rounds, oldest first; readable like the session itself. */
export async function GET(_request: Request, { params }: Context) {
  return handle(async () => json(await getHistory((await params).id)));
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
