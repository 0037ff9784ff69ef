// A round write of a league game picks its executor before its transaction (lib/table/rounds.ts): the ORM's only
// when the league result may change. The transaction then runs once; before issue 24 the fast path ran the whole
// write, threw NeedsOrm, rolled back and ran it again on SQLite (the history line was written twice, once undone).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { recordChange } from "@/lib/history/mutations";
import { leagues } from "./league-client";
import { leagueNinesGame } from "./league-nines-game";

vi.mock("@/lib/history/mutations", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/history/mutations")>();
  return { ...real, recordChange: vi.fn(real.recordChange) };
});

const changes = vi.mocked(recordChange);
beforeEach(() => {
  changes.mockClear();
});

async function league() {
  const created = await leagues.create({ name: `Result club ${Math.random()}` });
  expect(created.status).toBe(201);
  return created.body as { id: string; token: string };
}

describe("a league game's round write", () => {
  it("that finishes the game files its result in one transaction, run once", async () => {
    const club = await league();
    const game = await leagueNinesGame(club, 2);
    await game.play("Ann", 1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await db.gameResult.count({ where: { sessionId: game.id } })).toBe(0);
    changes.mockClear();
    await game.play("Ann", 2);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await db.gameResult.count({ where: { sessionId: game.id } })).toBe(1);
    const row = await db.gameSession.findUniqueOrThrow({ where: { id: game.id } });
    expect(row.resultVersion).toBe(row.version);
  });

  it("of a game whose stored result is not stamped at its version puts the result right", async () => {
    const club = await league();
    const game = await leagueNinesGame(club, 3);
    await game.play("Ann", 1);
    // A result the rounds do not give (the game is not finished), written outside the round writes: unstamped.
    await db.gameResult.create({
      data: { sessionId: game.id, leagueId: club.id, game: "nines", finishedAt: new Date(), placements: "[]" },
    });
    await db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = NULL WHERE "id" = ${game.id}`;
    await game.play("Ben", 2);
    expect(await db.gameResult.count({ where: { sessionId: game.id } })).toBe(0);
    const row = await db.gameSession.findUniqueOrThrow({ where: { id: game.id } });
    expect(row.resultVersion).toBe(row.version);
  });
});
