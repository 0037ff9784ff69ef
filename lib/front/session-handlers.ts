import { bearerToken, readJson } from "@/lib/api/request";
import { handle, json } from "@/lib/api/respond";
import { addRound } from "@/lib/sessions/mutations";
import { sessionJson } from "./session-json-front";

// The two hot answers of the API, called both by their route.ts files and by the front (lib/front/routes.ts), so
// the two ways in answer alike by construction (docs/decisions/020-front-server.md).

type SessionParams = { id: string };

/** GET /api/v1/sessions/:id */
export function readSession(_request: Request, { id }: SessionParams): Promise<Response> {
  // The same bytes and headers as json(session): kept per session version (session-json.ts).
  return handle(
    async () =>
      new Response(await sessionJson.body(id), {
        status: 200,
        headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
      }),
  );
}

/** POST /api/v1/sessions/:id/rounds */
export function submitRound(request: Request, { id }: SessionParams): Promise<Response> {
  return handle(async () => json(await addRound(id, bearerToken(request), await readJson(request)), 201));
}
