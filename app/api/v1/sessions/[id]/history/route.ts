import { parseWith } from "@/lib/api/parse";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { getHistory } from "@/lib/history/data";
import { historyQuerySchema } from "@/lib/history/paging";

type Context = { params: Promise<{ id: string }> };

/** The changes to the session's rounds, oldest first, one page at a time (docs/limits.md); readable like the session. */
export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const page = parseWith(historyQuerySchema, query, "The history query is not valid");
    return json(await getHistory((await params).id, page));
  });
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
