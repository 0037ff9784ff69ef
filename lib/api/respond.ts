import { AppError, HTTP_STATUS, internalError } from "../errors";
import { isDatabaseUnavailable } from "../health/unavailable";

// Every API error answers { error: { code, message, details? } }; unknown errors never leak their text.

/** How long a client waits before retrying while the database is not answering (a restart takes seconds). */
const RETRY_AFTER_SECONDS = 5;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * An API answer before it becomes bytes: a JSON body, its status and any headers beyond `json()`'s. The front writes
 * it on Node's answer directly (lib/front/node-bridge.ts); `answerResponse` makes the route's Web Response of it.
 */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** The Web Response of an answer: the same as `json(body, status)` plus its headers. */
export function answerResponse(answer: JsonAnswer): Response {
  const response = json(answer.body, answer.status);
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
    return { status: HTTP_STATUS[error.code], body: { error: body } };
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

/** Runs a handler that gives an answer and maps its errors to their answers (`handle` for `JsonAnswer`). */
export async function handleAnswer(run: () => Promise<JsonAnswer>): Promise<JsonAnswer> {
  try {
    return await run();
  } catch (error) {
    return errorAnswer(error);
  }
}

/** Runs a handler and maps its errors to HTTP. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return errorResponse(error);
  }
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
