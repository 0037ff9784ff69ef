import { AppError, HTTP_STATUS, internalError } from "../errors";

// Every API error answers { error: { code, message, details? } }; unknown errors never leak their text.

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const body = {
      code: error.code,
      message: error.message,
      ...(error.details !== undefined ? { details: error.details } : {}),
    };
    return json({ error: body }, HTTP_STATUS[error.code]);
  }
  console.error("[deckside] unexpected error", error);
  return errorResponse(internalError("Something went wrong on our side; nothing was changed. Please try again."));
}

/** Runs a handler and maps its errors to HTTP. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return errorResponse(error);
  }
}
