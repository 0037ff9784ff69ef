// A league far past SQLite's 999 bound parameters: its page data and standings are read by league, never by a
// list of game ids (a league of 998 games used to answer 500). The timing is measured in bench/league-scale.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { leagues } from "./league-client";
import { SEED_MEMBERS, seedLeague } from "./league-seed";

const GAMES = 5000;
let leagueId: string;

beforeAll(async () => {
  const created = await leagues.create({ name: "Big club" });
  expect(created.status).toBe(201);
  leagueId = created.body.id;
  await seedLeague(db, leagueId, GAMES);
}, 120_000);

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

describe(`a league of ${GAMES} finished games`, () => {
  it("GET /leagues/:id answers every game, grouped by evening, with members and winners", async () => {
    const { result: reply, ms } = await timed(() => leagues.get(leagueId));
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
    const games = reply.body.evenings.flatMap((e: any) => e.games);
    expect(games).toHaveLength(GAMES);
    expect(reply.body.evenings).toHaveLength(GAMES / 10);
    expect(games.every((g: any) => g.status === "finished" && g.players.length === 4 && g.winners.length === 1)).toBe(
      true,
    );
    expect(reply.body.members.map((m: any) => m.name).sort()).toEqual([...SEED_MEMBERS].sort());
    // Generous: CI is a busy 2-core machine; bench/league-scale.bench.ts measures it properly.
    expect(ms).toBeLessThan(10_000);
  });

  it("GET /leagues/:id/standings counts every game for every member", async () => {
    const { result: reply, ms } = await timed(() => leagues.standings(leagueId));
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
    expect(reply.body.games).toBe(GAMES);
    // Every member sits in 4 of each 8 consecutive games and wins 1 of them.
    for (const row of reply.body.standings) {
      expect(row).toMatchObject({ played: GAMES / 2, wins: GAMES / 8 });
    }
    expect(reply.body.standings).toHaveLength(SEED_MEMBERS.length);
    expect(ms).toBeLessThan(10_000);
  });

  it("a filtered export and the standings of one evening agree", async () => {
    const oneDay = await leagues.standings(leagueId, "?from=2020-01-01&to=2020-01-01");
    expect(oneDay.status).toBe(200);
    expect(oneDay.body.games).toBe(10);
  });
});
