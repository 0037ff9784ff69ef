import { AppError, type ErrorCode, internalError } from "../errors";
import type { Violation } from "../games/types";
import { isDatabaseUnavailable } from "../health/unavailable";
import type { IssueDetail } from "../i18n/zod-issues";

// What a failed server action returns to its form: the error code, a headline and the violations by field.

export type ActionResult = { ok: false; code: ErrorCode; message: string; violations: Violation[] };

export function failure(error: unknown): ActionResult {
  if (error instanceof AppError) {
    const details = error.details as { violations?: Violation[]; issues?: IssueDetail[] } | undefined;
    // A schema issue becomes a violation on its field, translated by its code like a rule violation.
    const violations =
      details?.violations ?? (details?.issues ?? []).map(({ path, ...issue }) => ({ ...issue, field: path }));
    return { ok: false, code: error.code, message: error.message, violations };
  }
  if (isDatabaseUnavailable(error)) {
    console.error("[deckside] database unavailable", error);
    return failure(new AppError("unavailable", "The database is not answering right now; try again in a few seconds."));
  }
  console.error("[deckside] action failed", error);
  return failure(internalError("Something went wrong; nothing was saved."));
}
