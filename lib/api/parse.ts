import type { z } from "zod";
import { AppError } from "../errors";

/** Parses a body or query with a zod schema; a wrong shape is a 400 that names the field. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  throw new AppError("invalid_body", `${what}${first?.path ? ` (${first.path})` : ""}: ${first?.message ?? "wrong shape"}.`, { issues });
}
