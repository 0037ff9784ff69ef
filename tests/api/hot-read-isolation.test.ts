// A hot read (lib/sql: the session read every page and API call starts with) never sees a write that is not
// committed: on SQLite the reads run on a read-only connection of their own (WAL), not on the connection where a
// Prisma transaction holds BEGIN while it awaits; on PostgreSQL they run on the pool, outside the transaction.
import { describe, expect, it } from "vitest";
import { db, hotSql } from "@/lib/db";
import { loadSessionRecord } from "@/lib/sessions/data";
import { sql } from "@/lib/sql/types";
import { api, ninesSession } from "./client";

class RolledBack extends Error {}

describe("hot reads and open transactions", () => {
  it("a round written in a transaction still open is not seen, and never is once it rolls back", async () => {
    const s = await ninesSession();
    await s.play("Ann", { Ben: 5, Cem: 7 });
    const before = await loadSessionRecord(s.id);
    expect(before.rounds).toHaveLength(1);

    const seen = await db
      .$transaction(async (tx) => {
        await tx.round.create({
          data: { id: `ghost-${s.id}`, sessionId: s.id, number: 2, entry: before.rounds[0]!.entry },
        });
        await tx.$executeRaw`UPDATE "GameSession" SET "version" = "version" + 1 WHERE "id" = ${s.id}`;
        // The transaction itself sees its writes: they are there to be seen.
        expect(await tx.round.count({ where: { sessionId: s.id } })).toBe(2);
        const record = await loadSessionRecord(s.id);
        const count = await hotSql.get<{ n: number | bigint }>(
          sql`SELECT COUNT(*) AS "n" FROM "Round" WHERE "sessionId" = ${s.id}`,
        );
        throw new RolledBack(
          JSON.stringify({ rounds: record.rounds.length, version: record.version, n: Number(count?.n) }),
        );
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return JSON.parse(error.message);
        throw error;
      });
    expect(seen).toEqual({ rounds: 1, version: before.version, n: 1 });

    const after = await loadSessionRecord(s.id);
    expect(after.rounds).toHaveLength(1);
    expect(after.version).toBe(before.version);
    expect((await api.getSession(s.id)).body.rounds).toHaveLength(1);
  });

  it("a committed write is seen by the next hot read at once", async () => {
    const s = await ninesSession();
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "GameSession" SET "firstDealer" = 2 WHERE "id" = ${s.id}`;
    });
    expect((await loadSessionRecord(s.id)).firstDealer).toBe(2);
  });
});
