import type { z } from "zod";

// A zod issue as the API lists it in `details.issues`: the English sentence for API clients, plus a stable
// code and its parameters so the pages can say it in the reader's language (`validation.<code>`).

export interface IssueDetail {
  path: string;
  message: string;
  /** The schema's own code (`params: { code }` on a refinement), else zod's issue code ("too_small", ...). */
  code: string;
  params?: Record<string, string | number>;
}

/** The numbers and names a translation may quote; zod's regex patterns and nested values are left out. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> | undefined {
  const source: Record<string, unknown> =
    issue.code === "custom"
      ? { ...issue.params, code: undefined }
      : {
          origin: "origin" in issue ? issue.origin : undefined,
          minimum: "minimum" in issue ? issue.minimum : undefined,
          maximum: "maximum" in issue ? issue.maximum : undefined,
          expected: "expected" in issue ? issue.expected : undefined,
          format: "format" in issue ? issue.format : undefined,
          divisor: "divisor" in issue ? issue.divisor : undefined,
          keys: issue.code === "unrecognized_keys" ? issue.keys.join(", ") : undefined,
        };
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string" || typeof value === "number") params[key] = value;
    else if (typeof value === "bigint") params[key] = Number(value);
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

export function issueDetail(issue: z.core.$ZodIssue): IssueDetail {
  const own = issue.code === "custom" ? issue.params?.code : undefined;
  const params = paramsOf(issue);
  return {
    path: issue.path.join("."),
    message: issue.message,
    code: typeof own === "string" ? own : issue.code,
    ...(params ? { params } : {}),
  };
}
