import { bearerOf, readJson } from "@/lib/api/request";
import { answerResponse, handle, handleAnswer, type JsonAnswer } from "@/lib/api/respond";
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
export async function submitRound(request: Request, { id }: SessionParams): Promise<Response> {
  return answerResponse(await submitRoundAnswer(id, request.headers.get("authorization"), () => readJson(request)));
}

/**
 * The round submit's answer, whatever carries the request: the route's Web Request (submitRound) or the front's
 * Node request (lib/front/node-submit.ts), which writes it without a Web Response (decision 030). The body is read
 * first, as before: a body refused (413, 400) answers so whatever the token.
 */
export async function submitRoundAnswer(
  id: string,
  authorization: string | null,
  body: () => Promise<unknown>,
): Promise<JsonAnswer> {
  return handleAnswer(async () => {
    const token = bearerOf(authorization);
    return { status: 201, body: await addRound(id, token, await body()) };
  });
}
