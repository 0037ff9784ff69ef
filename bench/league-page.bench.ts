// The league page of a league of 5,000 finished games, read the way the page reads it (standings with the rating
// race window, one page of evenings), from a real SQLite file; the whole league's evenings (as the API and the page
// used to read them) for comparison. tests/api/league-page.test.ts checks the answers.
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, bench, describe } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";

const file = `.test-output/bench/league-page-${process.pid}.db`;
mkdirSync(".test-output/bench", { recursive: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);

// Imported only now: lib/env.ts reads DATABASE_URL when it loads.
const { db } = await import("../lib/db");
const { seedLeague } = await import("../tests/api/league-seed");
const { getStandings, leagueEvenings, leagueEveningsPage } = await import("../lib/leagues/data");

const league = await db.league.create({
  data: { id: "bench-league", name: "Big club", tokenHash: "x", pointsTable: "[3,2,1]" },
});
await seedLeague(db, league.id, 5000);

// What the page hands to React: its size is most of what a phone downloads.
const kb = (value: unknown) => `${Math.round(JSON.stringify(value).length / 1024)} KB`;
const standings = await getStandings(league.id);
console.log(
  `page data: race ${kb(standings.race)}, standings ${kb(standings.standings)}, first evenings page ${kb(await leagueEveningsPage(league.id, 1))}; every evening ${kb(await leagueEvenings(league.id))}`,
);

afterAll(async () => {
  await db.$disconnect();
  rmSync(file, { force: true });
});

describe("the league page of a league of 5,000 games", () => {
  bench("the page's data (standings and race, first page of evenings)", async () => {
    await Promise.all([getStandings(league.id), leagueEveningsPage(league.id, 1)]);
  });
  bench("one page of evenings (page 25)", async () => {
    await leagueEveningsPage(league.id, 25);
  });
  bench("every evening (the API; the page before paging)", async () => {
    await leagueEvenings(league.id);
  });
});
