import { AppError, type ErrorCode } from "../errors";
import type { Violation } from "../games/types";

// What a failed server action returns to its form: the error code, a headline and the violations by field.

export type ActionResult = { ok: false; code: ErrorCode | "internal"; message: string; violations: Violation[] };

export function failure(error: unknown): ActionResult {
  if (error instanceof AppError) {
    const details = error.details as
      | { violations?: Violation[]; issues?: Array<{ path: string; message: string }> }
      | undefined;
    const violations =
      details?.violations ??
      (details?.issues ?? []).map((issue) => ({ code: "invalid_value", message: issue.message, field: issue.path }));
    return { ok: false, code: error.code, message: error.message, violations };
  }
  console.error("[deckside] action failed", error);
  return { ok: false, code: "internal", message: "Something went wrong; nothing was saved.", violations: [] };
}
