// The data layer's SQLite connection runs in WAL with synchronous=NORMAL and a busy timeout (issue 10): journal_mode
// sticks to the file, but synchronous and the timeout do not (SQLite's default is FULL; better-sqlite3's build
// happens to default to NORMAL under WAL), so every new connection sets them itself.
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { createClient, db, SQLITE_BUSY_TIMEOUT_MS } from "@/lib/db";

const url = process.env.DATABASE_URL!;
const sqlite = url.startsWith("file:");

async function pragma(client: typeof db, name: string): Promise<unknown> {
  const rows = await client.$queryRawUnsafe<Array<Record<string, unknown>>>(`PRAGMA ${name}`);
  const value = Object.values(rows[0] ?? {})[0];
  return typeof value === "bigint" ? Number(value) : value;
}

it.skipIf(!sqlite)(
  "a fresh connection of the data layer is in WAL, synchronous=NORMAL, with a busy timeout",
  async () => {
    const fresh = createClient(url);
    try {
      expect(await pragma(fresh, "journal_mode")).toBe("wal");
      expect(await pragma(fresh, "synchronous")).toBe(1); // NORMAL
      expect(await pragma(fresh, "busy_timeout")).toBe(SQLITE_BUSY_TIMEOUT_MS);
    } finally {
      await fresh.$disconnect();
    }
    // The app's own client too, and the mode is now the file's: any other connection sees it.
    expect(await pragma(db, "journal_mode")).toBe("wal");
    expect(await pragma(db, "synchronous")).toBe(1);
    const plain = new Database(url.replace(/^file:/, ""));
    try {
      expect(plain.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      plain.close();
    }
  },
);
