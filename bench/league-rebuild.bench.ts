// Rebuilding a 10,000-game league's stored standings (start-up repair after the upgrade, an edit far back) and the
// league page's reads, from a real SQLite file. Run: npx vitest bench --run --project unit bench/league-rebuild.bench.ts
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, bench, describe } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";

const GAMES = Number(process.env.BENCH_REBUILD_GAMES ?? 10_000);
const file = `.test-output/bench/league-rebuild-${process.pid}.db`;
mkdirSync(".test-output/bench", { recursive: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);

// Imported only now: lib/env.ts reads DATABASE_URL when it loads.
const { db } = await import("../lib/db");
const { seedLeague } = await import("../tests/api/league-seed");
const { recomputeStandings } = await import("../lib/leagues/mutations");
const { getStandings, leagueEveningsPage } = await import("../lib/leagues/data");

const league = await db.league.create({
  data: { id: "bench-league", name: "Big club", tokenHash: "x", pointsTable: "[3,2,1]" },
});
await seedLeague(db, league.id, GAMES);

const t0 = performance.now();
await db.$transaction((tx) => recomputeStandings(tx, league.id, null), { timeout: 600_000 });
console.log(`rebuilt the stored standings of ${GAMES} games in ${(performance.now() - t0).toFixed(0)} ms`);

afterAll(async () => {
  await db.$disconnect();
  rmSync(file, { force: true });
});

describe(`a league of ${GAMES} games`, () => {
  bench("standings (stored, no race)", async () => {
    await getStandings(league.id, {}, { race: false });
  });
  bench("standings with the race (the page)", async () => {
    await getStandings(league.id);
  });
  bench("first page of evenings", async () => {
    await leagueEveningsPage(league.id, 1);
  });
});
