import { AppError } from "./errors";

// PostgreSQL's text cannot hold a NUL character: a query naming one fails with an error ("invalid byte sequence"),
// where SQLite simply finds no row. No stored id or name holds one, so on both databases a read that names a NUL
// finds nothing, and a write that carries one is refused. Ids from addresses reach reads; bodies are refused earlier.

const READS_NOTHING: Record<string, unknown> = {
  findUnique: null,
  findFirst: null,
  findMany: [],
  count: 0,
};

export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object" && !(value instanceof Date))
    return Object.values(value).some(holdsNul);
  return false;
}

/** What a model operation answers when its arguments name a NUL; undefined means "run it". */
export function answerForNul(operation: string, args: unknown): { answer: unknown } | undefined {
  if (!holdsNul(args)) return undefined;
  if (operation in READS_NOTHING) return { answer: READS_NOTHING[operation] };
  if (operation.endsWith("OrThrow")) throw new AppError("not_found", "Nothing is stored under that name.");
  throw new AppError("invalid_body", "Text with a NUL character cannot be stored.");
}
