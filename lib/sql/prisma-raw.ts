import type { Query, Sql, SqlDatabase } from "./types";

/** What the executor needs of a Prisma client or transaction client (typed here so lib/sql imports no Prisma). */
export interface RawClient {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
}

/** The statements through Prisma's raw queries: PostgreSQL's executor, and the ORM path on SQLite. */
export function rawSql(client: RawClient): Sql {
  return {
    all: async <T>(query: Query) => await client.$queryRaw<T[]>(query.strings, ...query.values),
    get: async <T>(query: Query) => (await client.$queryRaw<T[]>(query.strings, ...query.values))[0],
    run: async (query: Query) => await client.$executeRaw(query.strings, ...query.values),
  };
}

/** A raw executor on `client` whose transactions are the client's own (`$transaction`), their client given as `orm`. */
export function rawSqlDatabase<Tx extends RawClient>(
  client: RawClient & { $transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> },
): SqlDatabase<Tx> {
  return { ...rawSql(client), transaction: (work) => client.$transaction((tx) => work(rawSql(tx), tx)) };
}
