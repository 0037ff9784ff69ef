import "server-only";
import { handle, methodNotAllowed } from "../api/respond";

type Context = { params: Promise<{ id: string }> };

/**
 * The route handlers of a change feed (`GET /api/v1/sessions/:id/events`, `GET /api/v1/leagues/:id/events`): GET
 * opens the stream through the API's error handling (404 for an unknown id, 503 when the caps are reached); every
 * other method is refused with 405 and `Allow: GET, HEAD`. One place, so both feeds answer alike.
 */
export function eventsRoute(open: (request: Request, id: string) => Promise<Response>) {
  const refuse = methodNotAllowed("GET, HEAD");
  return {
    GET: (request: Request, { params }: Context) => handle(async () => open(request, (await params).id)),
    POST: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
  };
}
