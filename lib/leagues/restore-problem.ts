// What the restore form says for a refused import (POST /api/v1/leagues/import), as a message key of the
// `leagues` namespace and its values: pure, so the mapping is tested without a browser.

export type RestoreErrorBody = { error?: { code?: string; message?: string; details?: { reason?: string } } };

export type RestoreProblem =
  | { key: "restoreTooLarge" | "restoreNotBackup" | "restoreFailed" }
  | { key: "restoreRules" | "restoreDamaged"; values: { detail: string } }
  | { key: "restoreBusy" | "restoreTooOften"; values: { seconds: number } };

/** When the answer names no wait (or an odd one), the form suggests this many seconds. */
const DEFAULT_WAIT_SECONDS = 10;

export function restoreProblem(status: number, body: RestoreErrorBody, retryAfter: string | null): RestoreProblem {
  const detail = body.error?.message ?? "";
  const wait = Number(retryAfter);
  const seconds = Number.isInteger(wait) && wait > 0 ? wait : DEFAULT_WAIT_SECONDS;
  if (status === 413) return { key: "restoreTooLarge" };
  // One import runs at a time on a server, and each address has a budget of them (docs/limits.md).
  if (status === 503 && body.error?.details?.reason === "import_running")
    return { key: "restoreBusy", values: { seconds } };
  if (status === 429) return { key: "restoreTooOften", values: { seconds } };
  if (status === 422) return { key: "restoreRules", values: { detail } };
  if (body.error?.code === "invalid_json") return { key: "restoreNotBackup" };
  if (status === 400)
    return /format|version/.test(detail) ? { key: "restoreNotBackup" } : { key: "restoreDamaged", values: { detail } };
  return { key: "restoreFailed" };
}
