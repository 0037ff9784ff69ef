import type { Violation } from "@/lib/games/types";
import { issueDetail } from "@/lib/i18n/zod-issues";
import { phoneNameSchema } from "@/lib/sessions/schema";

/** A typed phone name: the name to keep (null: the field was empty, forget it), or why it is refused. */
export type TypedPhoneName = { name: string | null } | { problem: string };

/**
 * A phone name as typed into /phone's form or the line beside the presence notice, checked as the server checks it
 * (trimmed, 1–30 visible characters, no control characters); `text` puts a refusal in the reader's language.
 */
export function checkTypedPhoneName(value: string, text: (violation: Violation) => string): TypedPhoneName {
  if (value.trim() === "") return { name: null };
  const parsed = phoneNameSchema.safeParse(value);
  if (parsed.success) return { name: parsed.data };
  const issue = issueDetail(parsed.error.issues[0]!);
  return {
    problem: text({ code: issue.code, message: issue.message, ...(issue.params ? { params: issue.params } : {}) }),
  };
}
