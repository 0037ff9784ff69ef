import type Database from "better-sqlite3";
import { type Query, type Sql, type SqlDatabase, type SqlValue, sql } from "./types";

/** The adapter's side of a transaction: `startTransaction` waits for its mutex and runs BEGIN; commit/rollback release. */
export interface TransactionStarter {
  startTransaction(): Promise<{ commit(): Promise<void>; rollback(): Promise<void> }>;
}

/**
 * The connection Prisma's better-sqlite3 adapter opened (lib/db.ts keeps it): its driver and its adapter; and a
 * read-only connection to the same file (WAL) for the single reads, or null to read on the first.
 */
export interface SqliteConnection {
  client: Database.Database;
  adapter: TransactionStarter;
  reader: Database.Database | null;
}

type Convert = (value: unknown) => unknown;
type Prepared = { statement: Database.Statement; reader: boolean; converts: Array<[string, Convert]> };

// What Prisma's raw queries make of a column, by its declared type (the adapter reads integers as BigInt: the
// connection has safeIntegers on). Columns not listed (text, computed values) come back as the driver gives them.
const toNumber: Convert = (value) => (typeof value === "bigint" ? Number(value) : value);
// The engine's Date when scripts/server.mjs kept it before Next wrapped the global one (scripts/lib/next-internals.mjs):
// the same objects, several times cheaper to make, and a session's rows hold two per round.
const NativeDate = (globalThis as { decksideNativeDate?: DateConstructor }).decksideNativeDate ?? Date;
const toDate: Convert = (value) =>
  new NativeDate(typeof value === "bigint" ? Number(value) : (value as string | number));
const toBoolean: Convert = (value) => Boolean(Number(value));
const CONVERTS: Record<string, Convert> = {
  INTEGER: toNumber,
  INT: toNumber,
  TINYINT: toNumber,
  SMALLINT: toNumber,
  MEDIUMINT: toNumber,
  INT2: toNumber,
  SERIAL: toNumber,
  DATETIME: toDate,
  TIMESTAMP: toDate,
  BOOLEAN: toBoolean,
};

/** A value as the adapter binds it: dates as ISO text with "+00:00" (what the ORM writes), booleans as 0/1. */
function bound(value: SqlValue): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/**
 * Statements on the adapter's own connection, synchronously, each prepared once per SQL text (a template's strings
 * array is the same object on every call, so it is the key). The ORM's raw queries prepare every statement anew and
 * map every row through its engine: this is most of what a session read cost (docs/decisions/021-sqlite-hot-path.md).
 */
export function sqliteSqlDatabase(connect: () => SqliteConnection | Promise<SqliteConnection>): SqlDatabase<never> {
  // Per connection: a closed connection's statements go with it (a reconnect starts a new cache).
  const caches = new WeakMap<Database.Database, Map<TemplateStringsArray, Prepared>>();

  function prepared(client: Database.Database, strings: TemplateStringsArray): Prepared {
    let cache = caches.get(client);
    if (!cache) {
      cache = new Map();
      caches.set(client, cache);
    }
    let entry = cache.get(strings);
    if (!entry) {
      const statement = client.prepare(strings.join("?"));
      const converts: Prepared["converts"] = [];
      if (statement.reader) {
        const columns = statement.columns();
        // Plain numbers straight from the driver when every integer column is a Prisma Int (32 bits, exact as a
        // number): no BigInt made per value only to be turned back. A computed column (no declared type) keeps
        // BigInt, as Prisma's raw query gives it.
        const small = columns.every(
          (column) => column.type !== null && !/^(BIGINT|INT8|UNSIGNED BIG INT)$/i.test(column.type),
        );
        if (small) statement.safeIntegers(false);
        for (const column of columns) {
          const convert = column.type ? CONVERTS[column.type.toUpperCase()] : undefined;
          if (convert && !(small && convert === toNumber)) converts.push([column.name, convert]);
        }
      }
      entry = { statement, reader: statement.reader, converts };
      cache.set(strings, entry);
    }
    return entry;
  }

  function rows<T>(client: Database.Database, query: Query): T[] {
    const { statement, converts } = prepared(client, query.strings);
    const out = statement.all(...query.values.map(bound)) as Array<Record<string, unknown>>;
    if (converts.length > 0)
      for (const row of out)
        for (const [name, convert] of converts) {
          const value = row[name];
          if (value !== null && value !== undefined) row[name] = convert(value);
        }
    return out as T[];
  }

  function on(client: Database.Database): Sql {
    return {
      all: async <T>(query: Query) => rows<T>(client, query),
      get: async <T>(query: Query) => rows<T>(client, query)[0],
      run: async (query: Query) => prepared(client, query.strings).statement.run(...query.values.map(bound)).changes,
    };
  }

  const commit = sql`COMMIT`.strings;
  const rollback = sql`ROLLBACK`.strings;

  // Single reads on the read-only connection: the adapter's connection may be inside a Prisma transaction that
  // holds BEGIN while it awaits, and a read there would see its writes before they commit (or roll back). In WAL
  // a second connection reads the last commit and never waits for the writer.
  let readsOn: Database.Database | null = null;
  const reader = async () => {
    const connection = await connect();
    readsOn = connection.reader ?? connection.client;
    return readsOn;
  };
  const database: SqlDatabase<never> = {
    // Only without a reader (not WAL) do single reads share the writer, and so may see its open transaction.
    seesUncommitted: () => (readsOn !== null && !readsOn.readonly ? readsOn.inTransaction : false),
    all: async (query) => on(await reader()).all(query),
    get: async (query) => on(await reader()).get(query),
    // A single write joins no one else's transaction: it takes the adapter's mutex as a transaction of its own.
    run: (query) => database.transaction((tx) => tx.run(query)),
    /**
     * BEGIN through the adapter, so a Prisma `$transaction` elsewhere in the process (which holds BEGIN on this
     * same connection while it awaits) and this one run one after the other, never interleaved; COMMIT or ROLLBACK
     * here, then the adapter's mutex is released.
     */
    async transaction(work) {
      const { client, adapter } = await connect();
      const open = await adapter.startTransaction();
      try {
        const result = await work(on(client), null);
        prepared(client, commit).statement.run();
        await open.commit();
        return result;
      } catch (error) {
        try {
          if (client.inTransaction) prepared(client, rollback).statement.run();
        } finally {
          await open.rollback();
        }
        throw error;
      }
    },
  };
  return database;
}
