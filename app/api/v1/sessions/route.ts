import { parseWith } from "@/lib/api/parse";
import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json, methodNotAllowed } from "@/lib/api/respond";
import { createSessionSchema } from "@/lib/sessions/schema";
import { createSession } from "@/lib/table/sessions";

export async function POST(request: Request) {
  return handle(async () => {
    const input = parseWith(createSessionSchema, await readJson(request), "The session is not valid");
    const { session, token } = await createSession(input, bearerToken(request));
    return json({ ...session, token }, 201);
  });
}

export const GET = methodNotAllowed("POST");
export const PUT = methodNotAllowed("POST");
export const PATCH = methodNotAllowed("POST");
export const DELETE = methodNotAllowed("POST");
