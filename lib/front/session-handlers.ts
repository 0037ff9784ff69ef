import { bearerOf, readJson } from "@/lib/api/request";
import { answerResponse, handleAnswer, type JsonAnswer } from "@/lib/api/respond";
import { addRound } from "@/lib/table/rounds";
import { sessionJson } from "./session-json-front";

// The two hot answers of the API, once: `readSessionAnswer` and `submitRoundAnswer` give a JsonAnswer whatever
// carries the request. Their route.ts files call them through `readSession` and `submitRound` (a Web Request in, a
// Web Response out); the front through lib/front/node-handlers.ts (Node's request in, written on Node's answer).
// So the two ways in answer alike by construction (docs/decisions/020-front-server.md, 030, 032).

type SessionParams = { id: string };

/** GET /api/v1/sessions/:id */
export async function readSession(_request: Request, { id }: SessionParams): Promise<Response> {
  return answerResponse(await readSessionAnswer(id));
}

/** POST /api/v1/sessions/:id/rounds */
export async function submitRound(request: Request, { id }: SessionParams): Promise<Response> {
  const { headers } = request;
  return answerResponse(
    await submitRoundAnswer(id, headers.get("authorization"), () => readJson(request), headers.get("idempotency-key")),
  );
}

/** The session read's answer: the JSON's bytes kept per session version (session-json.ts), as json(session) sends. */
export function readSessionAnswer(id: string): Promise<JsonAnswer> {
  return handleAnswer(async () => ({ status: 200, body: await sessionJson.body(id) }));
}

/**
 * The round submit's answer. The body is read first, as before: a body refused (413, 400) answers so whatever the
 * token.
 */
export function submitRoundAnswer(
  id: string,
  authorization: string | null,
  body: () => Promise<unknown>,
  /** The `Idempotency-Key` header: a repeat of a write answers as the first and changes nothing (rounds.ts). */
  idempotencyKey: string | null = null,
): Promise<JsonAnswer> {
  return handleAnswer(async () => {
    const token = bearerOf(authorization);
    const requestKey = idempotencyKey ?? undefined;
    return { status: 201, body: await addRound(id, token, await body(), { requestKey }) };
  });
}
