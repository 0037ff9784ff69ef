// A league game's result commits in the same transaction as the round that changes it, and start-up repairs
// results that are stale anyway (written by older versions after the round's transaction, then a crash).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { repairLeagueResults, repairLeagueStandings } from "@/lib/leagues/mutations";
import { api } from "./client";
import { leagues } from "./league-client";
import { leagueNinesGame } from "./league-nines-game";

let league: { id: string; token: string };
const sqlite = (process.env.DATABASE_URL ?? "").startsWith("file:");

beforeEach(async () => {
  const created = await leagues.create({ name: "Thursday club" });
  expect(created.status).toBe(201);
  league = { id: created.body.id, token: created.body.token };
});

/** Makes every `operation` (INSERT or DELETE) on GameResult fail, as a full disk or a dropped connection would. */
async function breakResults(operation: "INSERT" | "DELETE"): Promise<void> {
  if (sqlite) {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER broken BEFORE ${operation} ON "GameResult" BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
  } else {
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION broken() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER broken BEFORE ${operation} ON "GameResult" FOR EACH ROW EXECUTE FUNCTION broken()`,
    );
  }
}

afterEach(async () => {
  await db.$executeRawUnsafe(
    sqlite ? "DROP TRIGGER IF EXISTS broken" : `DROP TRIGGER IF EXISTS broken ON "GameResult"`,
  );
});

/** A Nines league game of `rounds` rounds among Ann, Ben and Cem, in this test's league. */
const game = (rounds: number) => leagueNinesGame(league, rounds);

async function wins(): Promise<Record<string, number>> {
  const reply = await leagues.standings(league.id);
  expect(reply.status).toBe(200);
  return Object.fromEntries(reply.body.standings.map((r: any) => [r.name, r.wins]));
}

describe("league results commit with their round", () => {
  it("a failed result write saves nothing, so the 500 is true and the guarded retry lands", async () => {
    const g = await game(1);
    await breakResults("INSERT");
    const failed = await api.addRound(g.id, g.round("Ann", 1), league.token);
    expect(failed.status).toBe(500);
    expect(failed.body.error.message).toMatch(/nothing was changed/);
    expect((await api.getSession(g.id)).body.rounds).toHaveLength(0);
    expect(await db.gameResult.count({ where: { sessionId: g.id } })).toBe(0);

    await db.$executeRawUnsafe(sqlite ? "DROP TRIGGER broken" : `DROP TRIGGER broken ON "GameResult"`);
    const retried = await api.addRound(g.id, g.round("Ann", 1), league.token);
    expect(retried.status).toBe(201);
    expect(await wins()).toEqual({ Ann: 1, Ben: 0, Cem: 0 });
  });

  it("a failed withdrawal keeps the undone round, and the game still counts", async () => {
    const g = await game(1);
    expect((await api.addRound(g.id, g.round("Ben", 1), league.token)).status).toBe(201);
    await breakResults("DELETE");
    const failed = await api.deleteRound(g.id, 1, league.token);
    expect(failed.status).toBe(500);
    expect((await api.getSession(g.id)).body.rounds).toHaveLength(1);
    expect(await wins()).toEqual({ Ann: 0, Ben: 1, Cem: 0 });
  });

  it("an edit that changes the winner changes the stored result in the same write", async () => {
    const g = await game(1);
    expect((await api.addRound(g.id, g.round("Ben", 1), league.token)).status).toBe(201);
    expect((await api.putRound(g.id, 1, g.round("Cem", 1), league.token)).status).toBe(200);
    expect(await wins()).toEqual({ Ann: 0, Ben: 0, Cem: 1 });
  });
});

describe("repairing stale league results at start-up", () => {
  it("rewrites wrong, missing and unearned results from the rounds, and leaves right ones alone", async () => {
    const right = await game(1);
    const wrong = await game(1);
    const missing = await game(1);
    const unfinished = await game(2);
    expect((await api.addRound(right.id, right.round("Ann", 1), league.token)).status).toBe(201);
    expect((await api.addRound(wrong.id, wrong.round("Ann", 1), league.token)).status).toBe(201);
    expect((await api.addRound(missing.id, missing.round("Ben", 1), league.token)).status).toBe(201);
    expect((await api.addRound(unfinished.id, unfinished.round("Cem", 1), league.token)).status).toBe(201);
    const truth = await wins();
    expect(truth).toEqual({ Ann: 2, Ben: 1, Cem: 0 });
    const untouched = await db.gameResult.findUniqueOrThrow({ where: { sessionId: right.id } });

    // What a crash between the two writes of older versions left behind (versions from before the standings
    // were stored: their database has no stored standings yet, so the standings are computed from the results).
    await db.league.update({ where: { id: league.id }, data: { storedGames: -1 } });
    const stored = await db.gameResult.findUniqueOrThrow({ where: { sessionId: wrong.id } });
    const swapped = JSON.parse(stored.placements).map((p: any) => ({ ...p, rank: p.rank === 1 ? 2 : 1 }));
    await db.gameResult.update({ where: { sessionId: wrong.id }, data: { placements: JSON.stringify(swapped) } });
    await db.gameResult.delete({ where: { sessionId: missing.id } });
    await db.gameResult.create({
      data: { ...stored, sessionId: unfinished.id, placements: JSON.stringify([]), finishedAt: new Date() },
    });
    expect(await wins()).not.toEqual(truth);
    // Older versions wrote no stamp: their games are the ones start-up checks (docs/decisions/029-startup-repair.md).
    await db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = NULL WHERE "leagueId" = ${league.id}`;

    expect(await repairLeagueResults()).toBe(3);
    expect(await wins()).toEqual(truth);
    expect(await db.gameResult.count({ where: { sessionId: unfinished.id } })).toBe(0);
    expect(await db.gameResult.findUniqueOrThrow({ where: { sessionId: right.id } })).toEqual(untouched);
    // Every session keeps its place on the home page: the repair does not touch updatedAt.
    expect(await repairLeagueResults()).toBe(0);
    // Repairing the results built the stored standings from them too: nothing is left for their own repair.
    expect(await db.league.findUniqueOrThrow({ where: { id: league.id } })).toMatchObject({ storedGames: 3 });
    expect(await repairLeagueStandings()).toBe(0);
    expect(await wins()).toEqual(truth);
  });
});
