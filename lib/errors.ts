// One typed error-code union for expected failures, mapped to HTTP in one place (lib/api/respond.ts).
// Anything else is a bug: logged on the server, shown to clients as a generic message.
import type { z } from "zod";
import type { Violation } from "./games/types";
import { issueDetail } from "./i18n/zod-issues";

export type ErrorCode =
  | "invalid_json"
  | "invalid_body"
  | "unauthorized"
  | "not_found"
  | "rule_violation"
  | "stale_round"
  | "game_finished"
  | "not_last_round"
  /** A round write's idempotency key was already used by another write of the session (lib/sessions/request-keys.ts). */
  | "idempotency_key_reused"
  /** A create names a session id (or a player id) that is already taken, with another token or body. */
  | "id_taken"
  | "payload_too_large"
  /** A session holds at most MAX_ROUNDS rounds (docs/limits.md). */
  | "too_many_rounds"
  /** A league holds at most MAX_LEAGUE_MEMBERS members (docs/limits.md). */
  | "too_many_members"
  | "method_not_allowed"
  | "forbidden"
  /** The database is not answering (down, restarting, out of connections), or the server is busy: 503 with Retry-After. */
  | "unavailable"
  /** This client used up its budget for an expensive request (a league import): 429 with Retry-After. */
  | "rate_limited"
  /** The health check's verdict (GET /api/health): the database does not answer. 503, in the health body. */
  | "database_unavailable"
  /** Not an expected failure: a bug or an outage, logged on the server; clients get a generic sentence. */
  | "internal";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_body: 400,
  unauthorized: 401,
  not_found: 404,
  rule_violation: 422,
  stale_round: 409,
  game_finished: 409,
  not_last_round: 409,
  idempotency_key_reused: 409,
  id_taken: 409,
  payload_too_large: 413,
  too_many_rounds: 422,
  too_many_members: 422,
  method_not_allowed: 405,
  forbidden: 403,
  unavailable: 503,
  rate_limited: 429,
  database_unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** A body of the wrong shape (400), naming the first field that is off; every issue is in details. */
export function invalidBody(error: z.ZodError, what: string): AppError {
  const issues = error.issues.map(issueDetail);
  const first = issues[0];
  return new AppError(
    "invalid_body",
    // The schema's own sentences end in a full stop; zod's do not: one full stop either way.
    `${what}${first?.path ? ` (${first.path})` : ""}: ${(first?.message ?? "wrong shape").replace(/\.$/, "")}.`,
    { issues },
  );
}

/** A well-formed entry the rules forbid: the first violation is the headline, all are in details. */
export function ruleViolation(violations: Violation[], prefix = ""): AppError {
  const headline = violations[0]?.message ?? "The rules forbid this entry.";
  return new AppError("rule_violation", prefix + headline, { violations });
}

/**
 * An unknown id (404), worded one way everywhere: `No session with id "x".`, or within its parent
 * `This session has no round 4.`
 */
export function notFound(what: string, id: string | number, parent?: string): AppError {
  const shown = typeof id === "number" ? String(id) : `"${id}"`;
  return new AppError("not_found", parent ? `This ${parent} has no ${what} ${shown}.` : `No ${what} with id ${shown}.`);
}

/** What a client sees for an unexpected failure (the failure itself is logged where it is caught). */
export function internalError(message: string): AppError {
  return new AppError("internal", message);
}
