import type { IncomingMessage } from "node:http";
import type { JsonAnswer } from "@/lib/api/respond";
import { rawHeader, readNodeJson } from "./node-body";
import { submitRoundAnswer } from "./session-handlers";

/** POST /api/v1/sessions/:id/rounds on Node's request: submitRound's logic with Node's I/O (decision 030). */
export function submitRoundNode(req: IncomingMessage, { id }: { id: string }): Promise<JsonAnswer> {
  return submitRoundAnswer(id, rawHeader(req, "authorization"), () => readNodeJson(req));
}
