import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json } from "@/lib/api/respond";
import { getSession } from "@/lib/sessions/data";
import { addRound } from "@/lib/sessions/mutations";

// The two hot answers of the API, called both by their route.ts files and by the front (lib/front/routes.ts), so
// the two ways in answer alike by construction (docs/decisions/020-front-server.md).

type SessionParams = { id: string };

/** GET /api/v1/sessions/:id */
export function readSession(_request: Request, { id }: SessionParams): Promise<Response> {
  return handle(async () => json(await getSession(id)));
}

/** POST /api/v1/sessions/:id/rounds */
export function submitRound(request: Request, { id }: SessionParams): Promise<Response> {
  return handle(async () => json(await addRound(id, bearerToken(request), await readJson(request)), 201));
}
