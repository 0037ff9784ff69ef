import { AppError, HTTP_STATUS, internalError } from "../errors";
import { isDatabaseUnavailable } from "../health/unavailable";

// Every API error answers { error: { code, message, details? } }; unknown errors never leak their text.

/** How long a client waits before retrying while the database is not answering (a restart takes seconds). */
const RETRY_AFTER_SECONDS = 5;

/** The headers of every JSON answer: the Web Response's (`answerResponse`) and the front's on Node's answer. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json",
  "cache-control": "no-store",
};

/** A JSON answer (a body, or JSON's bytes already) that no cache keeps. */
export function json(body: unknown, status = 200): Response {
  return answerResponse({ status, body });
}

/**
 * An API answer before it becomes bytes: a JSON body, its status and any headers beyond `json()`'s. The front writes
 * it on Node's answer directly (lib/front/node-bridge.ts); `answerResponse` makes the route's Web Response of it.
 * A body that is a `Uint8Array` is the JSON already serialized (the kept session JSON, decision 026), sent as is.
 */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** Whether a body is JSON's bytes already (Buffers Deckside made: never over shared memory). */
function isBytes(body: unknown): body is Uint8Array<ArrayBuffer> {
  return body instanceof Uint8Array;
}

/** The bytes an answer sends: its body as JSON, or the body itself when it is JSON's bytes already. */
export function answerBytes(answer: JsonAnswer): Uint8Array<ArrayBuffer> {
  return isBytes(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
}

/** The Web Response of an answer: its bytes as JSON that no cache keeps, plus its own headers. */
export function answerResponse(answer: JsonAnswer): Response {
  const response = new Response(answerBytes(answer), { status: answer.status, headers: JSON_HEADERS });
  for (const name in answer.headers) response.headers.set(name, answer.headers[name]!);
  return response;
}

export function errorResponse(error: unknown): Response {
  return answerResponse(errorAnswer(error));
}

/** What an error answers (errorResponse's answer before it becomes a Response). */
export function errorAnswer(error: unknown): JsonAnswer {
  if (error instanceof AppError) {
    const body = {
      code: error.code,
      message: error.message,
      ...(error.details !== undefined ? { details: error.details } : {}),
    };
    const answer = { status: HTTP_STATUS[error.code], body: { error: body } };
    return error.retryAfter === undefined
      ? answer
      : { ...answer, headers: { "Retry-After": String(error.retryAfter) } };
  }
  if (isDatabaseUnavailable(error)) {
    console.error("[deckside] database unavailable", error);
    const message = "The database is not answering right now. Please try again in a few seconds.";
    const answer = errorAnswer(new AppError("unavailable", message));
    return { ...answer, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
  }
  console.error("[deckside] unexpected error", error);
  return errorAnswer(internalError("Something went wrong on our side; nothing was changed. Please try again."));
}

/**
 * Runs a handler and gives what it gives, or the answer to what it throws (errorAnswer): the one error runner, for
 * handlers that give a `JsonAnswer` (the front's and their routes') and, through `handle`, a Response.
 */
export async function handleAnswer<T = JsonAnswer>(run: () => Promise<T>): Promise<T | JsonAnswer> {
  try {
    return await run();
  } catch (error) {
    return errorAnswer(error);
  }
}

/** Runs a route handler that gives a Response; what it throws answers as `handleAnswer` maps it. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  const outcome = await handleAnswer(run);
  return outcome instanceof Response ? outcome : answerResponse(outcome);
}
type Handler = (request: Request) => Promise<Response>;

/**
 * The answer to a method a route does not serve: 405 in the error shape, with `Allow` (Next's own 405 has an
 * empty body). A route exports it under each method it lacks: `export const PUT = methodNotAllowed("GET");`
 */
export function methodNotAllowed(allow: string): Handler {
  return async (request) => {
    const response = errorResponse(
      new AppError("method_not_allowed", `${request.method} is not allowed here; this address answers ${allow}.`),
    );
    response.headers.set("Allow", allow);
    return response;
  };
}

/** An address under /api that names nothing (the catch-all route answers every method with it). */
export async function unknownAddress(request: Request): Promise<Response> {
  return errorResponse(new AppError("not_found", `Nothing answers at ${new URL(request.url).pathname}.`));
}
