import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { refereeTable } from "@/lib/referee/checks";

type Context = { params: Promise<{ id: string }> };

/** The referee checks the session offers and what they start from (seats, whose turn, the opening total). */
export async function GET(_request: Request, { params }: Context) {
  return handle(async () => json(await refereeTable((await params).id)));
}

export const POST = methodNotAllowed("GET, HEAD");
export const PUT = methodNotAllowed("GET, HEAD");
export const PATCH = methodNotAllowed("GET, HEAD");
export const DELETE = methodNotAllowed("GET, HEAD");
