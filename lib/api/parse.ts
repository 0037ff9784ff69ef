import type { z } from "zod";
import { invalidBody } from "../errors";

/** Parses a body or query with a zod schema; a wrong shape is a 400 that names the field. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidBody(parsed.error, what);
}
