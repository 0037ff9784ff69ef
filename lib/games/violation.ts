import type { Violation } from "./types";

/** Builds a violation; `message` is the English sentence the API answers with. */
export function violation(
  code: string,
  message: string,
  field?: string,
  params?: Record<string, string | number>,
): Violation {
  return { code, message, ...(field ? { field } : {}), ...(params ? { params } : {}) };
}
