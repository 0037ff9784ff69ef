import { bearerOf, readJson } from "@/lib/api/request";
import { answerResponse, handleAnswer, type JsonAnswer } from "@/lib/api/respond";
import { crossSiteRefusal } from "@/lib/api/same-origin";
import { actionRefusal } from "@/lib/auth/security-headers";
import { tokenIn } from "@/lib/table/cookies";
import { saveFromPage } from "@/lib/table/page-save";
import { addRound } from "@/lib/table/rounds";
import { parseCookies } from "./next-internals";
import { sessionJson } from "./session-json-front";

// The hot answers, once (the API's read and submit, and the phones' own save): `readSessionAnswer` and `submitRoundAnswer` give a JsonAnswer whatever
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

/** POST /sessions/<id>/save (the page route every phone's save goes to, issue 27). */
export async function savePage(request: Request, { id }: SessionParams): Promise<Response> {
  return answerResponse(
    await savePageAnswer(
      id,
      (name) => request.headers.get(name),
      () => readJson(request),
    ),
  );
}

/**
 * The phone's save: same-origin only, authorized by the page's edit cookie (or its league's), the round the phone kept
 * (lib/table/page-save.ts). Answers `{ ok, version, round }`: the write's own version (a repeat's: the first write's),
 * which the phone marks as its own change.
 */
export function savePageAnswer(
  id: string,
  header: (lowerName: string) => string | null,
  body: () => Promise<unknown>,
): Promise<JsonAnswer> {
  return handleAnswer(async () => {
    // What proxy.ts checks of a page's POST before Next (a foreign Origin, the length), then the route's own check:
    // the front answers ahead of both.
    const headers = { get: header };
    const refused = actionRefusal(headers) ?? crossSiteRefusal(headers);
    if (refused) throw refused;
    const cookies = parseCookies(header("cookie") ?? undefined);
    const input = await body();
    const { round, version } = await saveFromPage(id, await tokenIn(id, (name) => cookies.get(name)), input);
    return { status: 200, body: { ok: true, version, round } };
  });
}
