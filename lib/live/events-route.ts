import "server-only";
import { handle, methodNotAllowed } from "../api/respond";
import { streamHead } from "./stream";

type Context = { params: Promise<{ id: string }> };

/**
 * The route handlers of a change feed (`GET /api/v1/sessions/:id/events`, `GET /api/v1/leagues/:id/events`): GET
 * opens the stream through the API's error handling (404 for an unknown id, 503 when the caps are reached); HEAD
 * answers GET's status and headers at once without opening anything (without its own HEAD, Next would run GET and
 * hold a stream nobody reads); every other method is refused with 405 and `Allow: GET, HEAD`. One place, so both
 * feeds answer alike.
 */
export function eventsRoute(
  open: (request: Request, id: string) => Promise<Response>,
  check: (id: string) => Promise<void>,
) {
  const refuse = methodNotAllowed("GET, HEAD");
  return {
    GET: (request: Request, { params }: Context) => handle(async () => open(request, (await params).id)),
    HEAD: (_request: Request, { params }: Context) =>
      handle(async () => {
        await check((await params).id);
        return streamHead();
      }),
    POST: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
  };
}
