import type { IncomingMessage } from "node:http";
import type { JsonAnswer } from "@/lib/api/respond";
import { rawHeader, readNodeJson } from "./node-body";
import { readSessionAnswer, savePageAnswer, submitRoundAnswer } from "./session-handlers";

// The front's routes on Node's request (lib/front/routes.ts): the logic of session-handlers.ts, which the
// route.ts files call with the Web Request, with Node's I/O (decisions 030 and 032).

/** GET /api/v1/sessions/:id: nothing of the request but the id counts (the kept JSON, decision 026). */
export function readSessionNode(_req: IncomingMessage, { id }: { id: string }): Promise<JsonAnswer> {
  return readSessionAnswer(id);
}

/** POST /api/v1/sessions/:id/rounds: the token, the idempotency key and the body from Node's request. */
export function submitRoundNode(req: IncomingMessage, { id }: { id: string }): Promise<JsonAnswer> {
  const key = rawHeader(req, "idempotency-key");
  return submitRoundAnswer(id, rawHeader(req, "authorization"), () => readNodeJson(req), key);
}

/** POST /sessions/:id/save: the phone's save, its headers (cookies, Sec-Fetch-Site) and body from Node's request. */
export function savePageNode(req: IncomingMessage, { id }: { id: string }): Promise<JsonAnswer> {
  return savePageAnswer(
    id,
    (name) => rawHeader(req, name),
    () => readNodeJson(req),
  );
}
