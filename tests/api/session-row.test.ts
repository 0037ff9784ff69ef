import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SESSION_COLUMN_NAMES } from "@/lib/sessions/session-row";

// The session's plain statements read the columns lib/sessions/session-row.ts lists: a column added to the schema
// must be added there too, or every read of it on the hot path would silently give undefined.
const SCALARS = new Set(["String", "Int", "BigInt", "Float", "Decimal", "Boolean", "DateTime", "Json", "Bytes"]);

/** The scalar columns of a model in prisma/*.prisma: its fields whose type is a scalar (relations and lists aside). */
function columnsOf(model: string): string[] {
  const dir = join(import.meta.dirname, "../../prisma");
  const schema = readdirSync(dir)
    .filter((file) => file.endsWith(".prisma"))
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .join("\n");
  const body = new RegExp(`^model ${model} \\{([^}]*)\\}`, "m").exec(schema)?.[1];
  if (!body) throw new Error(`No model ${model} in prisma/*.prisma`);
  return body
    .split("\n")
    .map((line) => /^\s*(\w+)\s+(\w+)(\[\])?\??/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && SCALARS.has(m[2]!) && !m[3])
    .map((m) => m[1]!);
}

describe("lib/sessions/session-row.ts", () => {
  it("lists every column of the GameSession model", () => {
    const columns = columnsOf("GameSession");
    expect(columns).toContain("resultVersion");
    expect(columns.filter((column) => !SESSION_COLUMN_NAMES.includes(column as never))).toEqual([]);
  });

  it("lists no column the model lacks", () => {
    const columns = columnsOf("GameSession");
    expect(SESSION_COLUMN_NAMES.filter((column) => !columns.includes(column))).toEqual([]);
  });
});
