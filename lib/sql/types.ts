// One set of SQL text for both databases: a statement is written once as a tagged template (`sql`), and an executor
// runs it on SQLite (synchronously, prepared once per text: sqlite.ts) or through Prisma's raw queries (PostgreSQL,
// and SQLite's ORM path: prisma-raw.ts). Portable SQL only: quoted Prisma names, no casts, dates as Date values.
// docs/decisions/021-sqlite-hot-path.md says why.

export type SqlValue = string | number | bigint | boolean | Date | null;

/** One statement: its text split around the values, as a tagged template gives them (the same array each call). */
export interface Query {
  readonly strings: TemplateStringsArray;
  readonly values: readonly SqlValue[];
}

/** `sql\`SELECT … WHERE "id" = ${id}\``: the values are always bound, never spliced into the text. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Query {
  return { strings, values };
}

/**
 * Rows come back as Prisma's `$queryRaw` gives them on each database: integers as numbers (BigInt only for a
 * computed integer, e.g. COUNT(*): wrap it in Number()), dates as Date, booleans as booleans, text as text.
 */
export interface Sql {
  all<T>(query: Query): Promise<T[]>;
  get<T>(query: Query): Promise<T | undefined>;
  /** Runs a write; the number of rows it changed. */
  run(query: Query): Promise<number>;
}

export interface SqlDatabase<Orm> extends Sql {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. `orm` is the ORM's
   * transaction client when the executor runs on one (Prisma raw), null on SQLite's fast path: a write that needs
   * the ORM picks the ORM's executor before it starts (lib/sessions/mutations.ts roundWriteExecutor).
   */
  transaction<T>(work: (tx: Sql, orm: Orm | null) => Promise<T>): Promise<T>;
  /**
   * Whether a read outside a transaction may see a transaction's uncommitted rows now: SQLite's one connection while
   * a transaction awaits on it. What is read then must not be kept (lib/front/session-json.ts). Absent: never.
   */
  seesUncommitted?(): boolean;
}

/**
 * A statement whose text is made once from parts (a column list written in one place): the same strings array on
 * every call, as a tagged template gives, so SQLite prepares it once (sqlite.ts). Call it with the values.
 */
export function statement(...parts: string[]): (...values: SqlValue[]) => Query {
  const strings = Object.freeze(Object.assign([...parts], { raw: Object.freeze([...parts]) })) as TemplateStringsArray;
  return (...values) => ({ strings, values });
}
