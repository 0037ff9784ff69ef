// The start-up repair of league results reads only the games whose stamp (GameSession.resultVersion: the version
// their stored result was last derived from) is not their version: rows from before the stamp, and rows a write
// changed without deriving the result in the same transaction. It repairs every kind of stale result among them,
// stamps what it checked, and a restart after that (or after clean writes) replays no game at all.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { replay } from "@/lib/games/replay";
import { repairLeagueResults } from "@/lib/leagues/mutations";
import { api } from "./client";
import { leagues } from "./league-client";
import { leagueNinesGame } from "./league-nines-game";

vi.mock("@/lib/games/replay", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/games/replay")>();
  return { ...real, replay: vi.fn(real.replay) };
});
const replays = vi.mocked(replay);

let league: { id: string; token: string };

beforeEach(async () => {
  const created = await leagues.create({ name: "Thursday club" });
  expect(created.status).toBe(201);
  league = { id: created.body.id, token: created.body.token };
});

/** A Nines league game of `rounds` rounds among Ann, Ben and Cem, in this test's league. */
const game = (rounds: number) => leagueNinesGame(league, rounds);

async function stamps(ids: string[]): Promise<Array<{ version: number; resultVersion: number | null }>> {
  const rows = await db.gameSession.findMany({
    where: { id: { in: ids } },
    select: { id: true, version: true, resultVersion: true },
  });
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    return { version: row.version, resultVersion: row.resultVersion };
  });
}

/** What the older versions' writes and the upgrade leave behind: a stamp unset, or behind the version. */
async function unstamp(sessionId: string, how: "never" | "behind"): Promise<void> {
  if (how === "never") await db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = NULL WHERE "id" = ${sessionId}`;
  else await db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = "version" - 1 WHERE "id" = ${sessionId}`;
}

async function results(ids: string[]) {
  const rows = await db.gameResult.findMany({ where: { sessionId: { in: ids } } });
  return ids.map((id) => rows.find((r) => r.sessionId === id) ?? null);
}

describe("the start-up repair of league results", () => {
  it("every write stamps its game: a clean restart replays no game and rewrites nothing", async () => {
    const finished = await game(1);
    await finished.play("Ann", 1);
    const going = await game(3);
    await going.play("Ben", 1);
    const fresh = await game(2);
    // Edits and undos stamp too.
    const edited = await game(1);
    await edited.play("Ann", 1);
    expect((await api.deleteRound(edited.id, 1, league.token)).status).toBe(200);
    await edited.play("Cem", 1);
    const ids = [finished.id, going.id, fresh.id, edited.id];
    for (const row of await stamps(ids)) expect(row.resultVersion).toBe(row.version);

    const before = await results(ids);
    replays.mockClear();
    expect(await repairLeagueResults()).toBe(0);
    expect(replays).not.toHaveBeenCalled();
    expect(await results(ids)).toEqual(before);

    // The same games unstamped are each read and replayed once (what the repair would do to every game).
    for (const id of ids) await unstamp(id, "never");
    replays.mockClear();
    expect(await repairLeagueResults()).toBe(0);
    expect(replays).toHaveBeenCalledTimes(ids.length);
    for (const row of await stamps(ids)) expect(row.resultVersion).toBe(row.version);
    replays.mockClear();
    expect(await repairLeagueResults()).toBe(0);
    expect(replays).not.toHaveBeenCalled();
  });

  it("rewrites wrong, missing and unearned results of unstamped games, and stamps what it checked", async () => {
    const right = await game(1);
    const wrong = await game(1);
    const missing = await game(1);
    const unearned = await game(2);
    await right.play("Ann", 1);
    await wrong.play("Ann", 1);
    await missing.play("Ben", 1);
    await unearned.play("Cem", 1);
    const ids = [right.id, wrong.id, missing.id, unearned.id];
    const truth = await results(ids);
    expect(truth.map((r) => r !== null)).toEqual([true, true, true, false]);

    // What a crash between the two writes of an older version left behind (result written after the rounds).
    const stored = truth[1]!;
    const swapped = JSON.parse(stored.placements).map((p: any) => ({ ...p, rank: p.rank === 1 ? 2 : 1 }));
    await db.gameResult.update({ where: { sessionId: wrong.id }, data: { placements: JSON.stringify(swapped) } });
    await db.gameResult.delete({ where: { sessionId: missing.id } });
    await db.gameResult.create({
      data: { ...stored, sessionId: unearned.id, placements: JSON.stringify([]), finishedAt: new Date() },
    });
    await unstamp(right.id, "never");
    await unstamp(wrong.id, "never");
    await unstamp(missing.id, "behind");
    await unstamp(unearned.id, "behind");

    expect(await repairLeagueResults()).toBe(3);
    expect(await results(ids)).toEqual(truth);
    for (const row of await stamps(ids)) expect(row.resultVersion).toBe(row.version);
    expect(await repairLeagueResults()).toBe(0);
  });

  it("a stamped game is trusted: its result is not read again (the stamp commits with the result)", async () => {
    const g = await game(1);
    await g.play("Ann", 1);
    // A change outside the app's writes that leaves the stamp current is not the repair's to find.
    await db.gameResult.delete({ where: { sessionId: g.id } });
    expect(await repairLeagueResults()).toBe(0);
    expect(await db.gameResult.count({ where: { sessionId: g.id } })).toBe(0);
    // Unstamped, it is checked and repaired.
    await unstamp(g.id, "never");
    expect(await repairLeagueResults()).toBe(1);
    expect(await db.gameResult.count({ where: { sessionId: g.id } })).toBe(1);
  });
});
