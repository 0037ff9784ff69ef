// The hot path's executor (lib/sql, docs/decisions/021-sqlite-hot-path.md): on SQLite its statements run
// synchronously on the adapter's own connection, so its values must come back exactly as Prisma's raw queries give
// them, its transactions must roll back on an error, and it must never interleave with a Prisma `$transaction`
// holding BEGIN on the same connection. On PostgreSQL the same tests run its Prisma-raw implementation.
import { setImmediate as tick } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { createClient, db, hotSql, ormSql } from "@/lib/db";
import { createLeague } from "@/lib/leagues/mutations";
import { type Query, sql } from "@/lib/sql/types";
import { createSession } from "@/lib/table/sessions";

let sessionId = "";
let leagueId = "";
const finishedAt = new Date("2026-11-30T21:15:42.123Z");

beforeAll(async () => {
  const league = await createLeague({ name: "Executor" });
  leagueId = league.id;
  const { session } = await createSession(
    { game: "nines", players: ["Ann", "Ben", "Cem"], leagueId, playedOn: "2026-11-30" },
    league.token,
  );
  sessionId = session.id;
  const member = await db.leagueMember.findFirstOrThrow({ where: { leagueId } });
  await db.gameResult.create({ data: { sessionId, leagueId, game: "nines", finishedAt, placements: "[]" } });
  await db.leagueStanding.create({
    data: {
      leagueId,
      memberId: member.id,
      played: 3,
      wins: 1,
      rankSum: 6,
      points: 14,
      mu: 25.125,
      sigma: 8.0,
      streakWins: true,
      streakLength: 2,
    },
  });
});

describe("values", () => {
  const queries = (): Query[] => [
    sql`SELECT s."id", s."game", s."options", s."firstDealer", s."tokenHash", s."createdAt", s."updatedAt",
        s."leagueId", s."playedAt", s."summary", s."summaryFormat", s."version", l."tokenHash" AS "leagueTokenHash"
      FROM "GameSession" s LEFT JOIN "League" l ON l."id" = s."leagueId" WHERE s."id" = ${sessionId}`,
    sql`SELECT "id", "name", "seat", "memberId" FROM "Player" WHERE "sessionId" = ${sessionId} ORDER BY "seat"`,
    sql`SELECT "leagueId", "game", "finishedAt", "placements" FROM "GameResult" WHERE "sessionId" = ${sessionId}`,
    sql`SELECT * FROM "LeagueStanding" WHERE "leagueId" = ${leagueId}`,
    sql`SELECT "seasonStart", "storedGames" FROM "League" WHERE "id" = ${leagueId}`,
  ];

  it("come back as Prisma's raw queries give them: dates, integers, booleans, floats, nulls, JSON text", async () => {
    for (const query of queries()) {
      const hot = await hotSql.all<Record<string, unknown>>(query);
      expect(hot.length).toBeGreaterThan(0);
      expect(hot).toEqual(await ormSql.all(query));
    }
    const [session] = await hotSql.all<Record<string, unknown>>(queries()[0]!);
    expect(session!.createdAt).toBeInstanceOf(Date);
    expect(session!.playedAt).toEqual(new Date("2026-11-30T12:00:00Z"));
    expect(session!.version).toBe(0);
    expect(session!.leagueTokenHash).toEqual(expect.any(String));
    expect(JSON.parse(session!.summary as string)).toMatchObject({ status: "active" });
    const standing = await hotSql.get<Record<string, unknown>>(queries()[3]!);
    expect(standing).toMatchObject({ played: 3, mu: 25.125, sigma: 8, streakWins: true, streakLength: 2 });
    const result = await hotSql.get<{ finishedAt: Date }>(queries()[2]!);
    expect(result?.finishedAt).toEqual(finishedAt);
    expect(await hotSql.get(sql`SELECT "id" FROM "GameSession" WHERE "id" = ${"nothing"}`)).toBeUndefined();
  });

  it("written by the executor read back by the ORM, equal (dates to the millisecond, nulls, integers)", async () => {
    const at = new Date("2026-12-01T08:09:10.011Z");
    const changed = await hotSql.run(sql`
      INSERT INTO "RoundChange" ("id", "seq", "at", "sessionId", "kind", "round", "entry", "previous")
      VALUES (${"rc-values"}, ${900}, ${at}, ${sessionId}, ${"added"}, ${7}, ${'{"a":1}'}, ${null})`);
    expect(changed).toBe(1);
    const row = await db.roundChange.findUniqueOrThrow({ where: { id: "rc-values" } });
    expect(row).toMatchObject({ seq: 900, at, kind: "added", round: 7, entry: '{"a":1}', previous: null });
    await db.roundChange.delete({ where: { id: "rc-values" } });
  });
});

it("a client's first statement on the hot path opens the connection itself, and again after a disconnect", async () => {
  const fresh = createClient(process.env.DATABASE_URL!);
  try {
    const read = sql`SELECT "id" FROM "GameSession" WHERE "id" = ${sessionId}`;
    expect(await fresh.hot.get(read)).toEqual({ id: sessionId });
    await fresh.$disconnect();
    expect(await fresh.hot.get(read)).toEqual({ id: sessionId });
    expect(await fresh.hot.transaction(async (tx) => tx.get(read))).toEqual({ id: sessionId });
  } finally {
    await fresh.$disconnect();
  }
});

describe("transactions", () => {
  it("roll back every statement when the work throws", async () => {
    const before = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    await expect(
      hotSql.transaction(async (tx) => {
        await tx.run(sql`UPDATE "GameSession" SET "version" = ${77} WHERE "id" = ${sessionId}`);
        await tx.run(sql`
          INSERT INTO "RoundChange" ("id", "seq", "at", "sessionId", "kind", "round", "entry")
          VALUES (${"rc-rolled"}, ${77}, ${new Date()}, ${sessionId}, ${"added"}, ${1}, ${"{}"})`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } })).toEqual(before);
    expect(await db.roundChange.count({ where: { id: "rc-rolled" } })).toBe(0);
    // The connection is usable afterwards, in and out of transactions.
    expect(await hotSql.transaction(async (tx) => tx.get(sql`SELECT 1 AS "one"`))).toBeDefined();
  });

  it("a Prisma $transaction and hot-path transactions fired together never interleave nor deadlock", async () => {
    // Each transaction takes the session's write lock as a round write does (a row lock on PostgreSQL; on SQLite
    // only the adapter's mutex keeps two transactions on the one connection apart), reads the highest seq, yields
    // to the event loop, then writes the next: interleaved, two would take the same number (the unique index
    // refuses one) or a BEGIN would land inside another transaction.
    const lock = sql`UPDATE "GameSession" SET "version" = "version" WHERE "id" = ${sessionId}`;
    const next = sql`SELECT MAX("seq") AS "top" FROM "RoundChange" WHERE "sessionId" = ${sessionId}`;
    const insert = (seq: number, id: string) => sql`
      INSERT INTO "RoundChange" ("id", "seq", "at", "sessionId", "kind", "round", "entry")
      VALUES (${id}, ${seq}, ${new Date()}, ${sessionId}, ${"added"}, ${1}, ${"{}"})`;
    const top = async (read: () => Promise<{ top: unknown } | undefined>) => Number((await read())?.top ?? 0);
    const viaPrisma = (i: number) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw(lock.strings, ...lock.values);
        const seq =
          (await top(async () => (await tx.$queryRaw<{ top: unknown }[]>(next.strings, ...next.values))[0])) + 1;
        await tick();
        await tx.roundChange.create({
          data: { id: `rc-p${i}`, seq, sessionId, kind: "added", round: 1, entry: "{}" },
        });
        return seq;
      });
    const viaHot = (i: number) =>
      hotSql.transaction(async (tx) => {
        await tx.run(lock);
        const seq = (await top(() => tx.get(next))) + 1;
        await tick();
        await tx.run(insert(seq, `rc-h${i}`));
        return seq;
      });
    const base = await top(() => hotSql.get(next));
    // Within what a PostgreSQL pool of 10 starts inside Prisma's 2 s wait for a transaction on a loaded machine.
    const rounds = 8;
    const seqs = await Promise.all(Array.from({ length: rounds }, (_, i) => [viaPrisma(i), viaHot(i)]).flat());
    const expected = Array.from({ length: rounds * 2 }, (_, i) => base + i + 1);
    expect([...seqs].sort((a, b) => a - b)).toEqual(expected);
    const rows = await db.roundChange.findMany({
      where: { sessionId, seq: { gt: base } },
      orderBy: { seq: "asc" },
    });
    expect(rows.map((row) => row.seq)).toEqual(expected);
    expect(rows.filter((row) => row.id.startsWith("rc-p"))).toHaveLength(rounds);
    expect(rows.filter((row) => row.id.startsWith("rc-h"))).toHaveLength(rounds);
  });
});
