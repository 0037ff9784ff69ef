// While the start-up repair runs (lib/repair, docs/decisions/029-startup-repair.md), a league read computes the
// result of every game the repair has not reached yet from its rounds: games written outside the app (a restored
// snapshot) count in the standings at once, not only once the repair has filed their results. And health shows it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { loadMemberPage } from "@/lib/leagues/data";
import { repairLeagueResults } from "@/lib/leagues/mutations";
import { claimRepair } from "@/lib/repair-progress";
import { api } from "./client";
import { leagues } from "./league-client";
import { leagueNinesGame } from "./league-nines-game";

let league: { id: string; token: string };

beforeEach(async () => {
  const created = await leagues.create({ name: "Restored club" });
  expect(created.status).toBe(201);
  league = { id: created.body.id, token: created.body.token };
});

afterEach(() => {
  delete (globalThis as { decksideRepair?: unknown }).decksideRepair;
});

async function standings() {
  const reply = await leagues.standings(league.id);
  expect(reply.status).toBe(200);
  return {
    games: reply.body.games as number,
    wins: Object.fromEntries(reply.body.standings.map((r: any) => [r.name, r.wins])),
  };
}

/** Three finished one-round games (Ann, Ann, Ben win); then two of them as a snapshot without results leaves them. */
async function restoredLeague() {
  const games = [await leagueNinesGame(league, 1), await leagueNinesGame(league, 1), await leagueNinesGame(league, 1)];
  await games[0]!.play("Ann", 1);
  await games[1]!.play("Ann", 1);
  await games[2]!.play("Ben", 1);
  const truth = await standings();
  expect(truth).toEqual({ games: 3, wins: { Ann: 2, Ben: 1, Cem: 0 } });
  // Written outside the app: no stored result, no stamp, and stored standings that do not know of them.
  const behind = [games[1]!.id, games[2]!.id];
  await db.gameResult.deleteMany({ where: { sessionId: { in: behind } } });
  await db.$executeRaw`UPDATE "GameSession" SET "resultVersion" = NULL WHERE "id" IN (${behind[0]}, ${behind[1]})`;
  await db.league.update({ where: { id: league.id }, data: { storedGames: 1 } });
  return truth;
}

describe("league reads while the start-up repair runs", () => {
  it("count the games it has not reached yet, from their rounds", async () => {
    const truth = await restoredLeague();
    // Without a repair running, the stored data is read as it is: one result, so one game (the repair mends that).
    const unmended = await standings();
    expect(unmended.games).toBe(1);
    expect(unmended).not.toEqual(truth);

    const progress = claimRepair()!;
    expect(await standings()).toEqual(truth);
    // The member page's games and standing too.
    const ben = await db.leagueMember.findFirstOrThrow({ where: { leagueId: league.id, name: "Ben" } });
    const member = await loadMemberPage(league.id, ben.id);
    expect(member?.standing?.wins).toBe(1);
    expect(member?.games).toHaveLength(3);

    // Once the repair has filed the results, the same answers come from the store.
    expect(await repairLeagueResults()).toBe(2);
    expect(await standings()).toEqual(truth);
    progress.running = false;
    expect(await standings()).toEqual(truth);
  });

  it("a session read needs nothing of the repair: a row without its stored summary is recomputed", async () => {
    const game = await leagueNinesGame(league, 3);
    await game.play("Ann", 1);
    await game.play("Ben", 2);
    const before = (await api.getSession(game.id)).body;
    await db.$executeRaw`UPDATE "GameSession" SET "summary" = NULL, "summaryFormat" = 0 WHERE "id" = ${game.id}`;
    expect((await api.getSession(game.id)).body).toEqual(before);
  });

  it("health says a repair runs, how far it is, and then that it has ended", async () => {
    expect(await (await health()).json()).toEqual({ ok: true });
    const progress = claimRepair()!;
    Object.assign(progress, { done: 20, total: 50 });
    expect(await (await health()).json()).toEqual({ ok: true, repair: { running: true, done: 20, total: 50 } });
    Object.assign(progress, { running: false, done: 50 });
    expect(await (await health()).json()).toEqual({ ok: true, repair: { running: false, done: 50, total: 50 } });
  });
});
