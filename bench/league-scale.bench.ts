// A league of 5,000 finished games, read the way the league page and the API read it, from a real SQLite
// file: the goal is well under a second each (tests/api/league-scale.test.ts checks the answers).
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, bench, describe } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";

const file = `.test-output/bench/league-scale-${process.pid}.db`;
mkdirSync(".test-output/bench", { recursive: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);

// Imported only now: lib/env.ts reads DATABASE_URL when it loads.
const { db } = await import("../lib/db");
const { seedLeague } = await import("../tests/api/league-seed");
const { getLeague, getStandings, leagueEvenings, loadMemberPage } = await import("../lib/leagues/data");

const league = await db.league.create({
  data: { id: "bench-league", name: "Big club", tokenHash: "x", pointsTable: "[3,2,1]" },
});
await seedLeague(db, league.id, 5000);
const member = (await db.leagueMember.findFirstOrThrow({ where: { leagueId: league.id } })).id;

afterAll(async () => {
  await db.$disconnect();
  rmSync(file, { force: true });
});

describe("a league of 5,000 games", () => {
  bench("GET /leagues/:id (league and every evening)", async () => {
    await getLeague(league.id);
    await leagueEvenings(league.id);
  });
  bench("GET /leagues/:id/standings (table, ratings and race)", async () => {
    await getStandings(league.id);
  });
  bench("a member's page", async () => {
    await loadMemberPage(league.id, member);
  });
});
