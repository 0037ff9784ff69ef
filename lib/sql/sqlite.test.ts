// Why the session JSON cache asks `seesUncommitted()` before it keeps what it read (docs/decisions/026 and 029):
// without a WAL reader the single reads share the writer's connection and see a transaction's rows before it commits
// (or rolls back). The guard stays for a database whose WAL setting did not take (a file system without shared
// memory, an in-memory database): these cases fail if it goes or stops telling the two apart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type SqliteConnection, sqliteSqlDatabase } from "./sqlite";
import { sql } from "./types";

const opened: Database.Database[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A file database in `journal` mode as lib/db.ts opens it: the writer, and in WAL a read-only reader beside it. */
function connection(journal: "wal" | "delete"): SqliteConnection {
  const dir = mkdtempSync(join(tmpdir(), "deckside-sqlite-"));
  dirs.push(dir);
  const client = new Database(join(dir, "test.db"));
  opened.push(client);
  client.pragma(`journal_mode = ${journal}`);
  client.exec(`CREATE TABLE "Note" ("id" INTEGER PRIMARY KEY, "text" TEXT NOT NULL)`);
  let reader: Database.Database | null = null;
  if (journal === "wal") {
    reader = new Database(join(dir, "test.db"), { readonly: true });
    opened.push(reader);
  }
  // Prisma's adapter runs BEGIN under its mutex; the executor itself runs COMMIT or ROLLBACK.
  const adapter = {
    startTransaction: async () => {
      client.exec("BEGIN");
      return { commit: async () => {}, rollback: async () => {} };
    },
  };
  return { client, adapter, reader };
}

const count = sql`SELECT COUNT(*) AS "n" FROM "Note"`;
const insert = sql`INSERT INTO "Note" ("text") VALUES (${"draft"})`;

describe("seesUncommitted (the SQLite executor)", () => {
  it("without a WAL reader: a single read inside an open transaction sees its rows, and the executor says so", async () => {
    const conn = connection("delete");
    const database = sqliteSqlDatabase(() => conn);
    expect(await database.get<{ n: number }>(count)).toEqual({ n: 0 });
    expect(database.seesUncommitted?.()).toBe(false);
    const during: Array<{ sees: boolean | undefined; n: number | undefined }> = [];
    await expect(
      database.transaction(async (tx) => {
        await tx.run(insert);
        // What a session read would do while a league game's ORM transaction awaits on the one connection.
        during.push({ sees: database.seesUncommitted?.(), n: (await database.get<{ n: number }>(count))?.n });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // The read saw a row that never committed: only the guard keeps such bytes out of the cache.
    expect(during).toEqual([{ sees: true, n: 1 }]);
    expect(database.seesUncommitted?.()).toBe(false);
    expect(await database.get<{ n: number }>(count)).toEqual({ n: 0 });
  });

  it("with the WAL reader (what Deckside sets up): reads see the last commit only, and the executor says so", async () => {
    const conn = connection("wal");
    const database = sqliteSqlDatabase(() => conn);
    expect(await database.get<{ n: number }>(count)).toEqual({ n: 0 });
    const during: Array<{ sees: boolean | undefined; n: number | undefined }> = [];
    await database.transaction(async (tx) => {
      await tx.run(insert);
      during.push({ sees: database.seesUncommitted?.(), n: (await database.get<{ n: number }>(count))?.n });
    });
    expect(during).toEqual([{ sees: false, n: 0 }]);
    expect(await database.get<{ n: number }>(count)).toEqual({ n: 1 });
  });
});
