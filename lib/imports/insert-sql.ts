import { dateLiteral, numberLiteral, textLiteral } from "../leagues/step-sql";

// Many rows as one INSERT with the values written into the statement, for PostgreSQL: through Prisma's createMany
// each row costs about a millisecond of the query engine's time on the event loop (lib/leagues/step-sql.ts says
// how that was measured), which for a backup's 60,000 rounds was seconds of blocked loop. The values are what the
// import made: ids, JSON text (never a raw NUL: JSON.stringify escapes it), finite numbers, booleans and dates.

type Value = string | number | boolean | Date | null;

function literal(value: Value): string {
  if (value === null) return "NULL";
  if (typeof value === "string") return textLiteral(value);
  if (typeof value === "number") return numberLiteral(value);
  // TRUE and FALSE: PostgreSQL's booleans (and SQLite's 1 and 0).
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return dateLiteral(value);
}

/** `INSERT INTO "<table>" ("<column>", …) VALUES (…), (…)` for `rows` (a few hundred at a time). */
export function insertSql<T extends object>(
  table: string,
  columns: ReadonlyArray<keyof T & string>,
  rows: readonly T[],
): string {
  const values = rows.map(
    (row) => `(${columns.map((column) => literal((row as Record<string, unknown>)[column] as Value)).join(",")})`,
  );
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${values.join(",")}`;
}
