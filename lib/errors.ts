// One typed error-code union for expected failures, mapped to HTTP in one place (lib/api/respond.ts).
// Anything else is a bug: logged on the server, shown to clients as a generic message.
import type { z } from "zod";
import type { Violation } from "./games/types";

export type ErrorCode =
  | "invalid_json"
  | "invalid_body"
  | "unauthorized"
  | "not_found"
  | "rule_violation"
  | "stale_round"
  | "game_finished"
  | "not_last_round"
  | "payload_too_large";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_body: 400,
  unauthorized: 401,
  not_found: 404,
  rule_violation: 422,
  stale_round: 409,
  game_finished: 409,
  not_last_round: 409,
  payload_too_large: 413,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** A body of the wrong shape (400), naming the first field that is off; every issue is in details. */
export function invalidBody(error: z.ZodError, what: string): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  return new AppError(
    "invalid_body",
    `${what}${first?.path ? ` (${first.path})` : ""}: ${first?.message ?? "wrong shape"}.`,
    { issues },
  );
}

/** A well-formed entry the rules forbid: the first violation is the headline, all are in details. */
export function ruleViolation(violations: Violation[], prefix = ""): AppError {
  const headline = violations[0]?.message ?? "The rules forbid this entry.";
  return new AppError("rule_violation", prefix + headline, { violations });
}
