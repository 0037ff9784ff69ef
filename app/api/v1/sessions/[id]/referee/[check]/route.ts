import { readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { refereeInSession } from "@/lib/referee/checks";

type Context = { params: Promise<{ id: string; check: string }> };

/** A referee check with the session's options, seats and whose turn; read-only, no token (issue 25). */
export async function POST(request: Request, { params }: Context) {
  return handle(async () => {
    const { id, check } = await params;
    return json(await refereeInSession(id, check, await readJson(request)));
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
