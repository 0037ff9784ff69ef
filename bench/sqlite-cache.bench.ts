// SQLite's page cache (PRAGMA cache_size in lib/db.ts) against what it costs: the process's resident memory after
// session reads, round submits and league reads (10,000 games by default: standings with the race, the first page
// of evenings), and the CPU per call of each. In-process on a real SQLite file, as bench/hot-path.bench.ts.
// Run: npx vitest bench --run --project unit bench/sqlite-cache.bench.ts (once per cache_size to compare).
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { afterAll, describe } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";
import { measureCalls } from "./measure-calls";

const SIZES = (process.env.BENCH_CACHE_LEAGUES ?? "10000").split(",").map(Number);
const file = `.test-output/bench/sqlite-cache-${process.pid}.db`;
mkdirSync(".test-output/bench", { recursive: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);

const { db, hotSql } = await import("../lib/db");
const { sql } = await import("../lib/sql/types");
const { seedLeague } = await import("../tests/api/league-seed");
const { getStandings, leagueEveningsPage } = await import("../lib/leagues/data");
const { addRound } = await import("../lib/table/rounds");
const { newGame, nextRound } = await import("./nines-game");
const { getSession } = await import("../lib/sessions/data");

const leagues: string[] = [];
for (const games of SIZES) {
  const league = await db.league.create({
    data: { id: `cache-${games}`, name: `Club ${games}`, tokenHash: "x", pointsTable: "[3,2,1]" },
  });
  await seedLeague(db, league.id, games);
  await db.league.update({ where: { id: league.id }, data: { storedGames: -1 } });
  leagues.push(league.id);
}
// The stored standings, built as the start-up repair builds them.
const { repairLeagueStandings } = await import("../lib/leagues/mutations");
await repairLeagueStandings();

const read50 = await newGame();
for (let i = 0; i < 50; i++) await addRound(read50.id, read50.token, nextRound(read50));
let fresh = await newGame();

const rss = () => (process.memoryUsage().rss / 2 ** 20).toFixed(0);
const cacheSize = await hotSql.get<{ cache_size: number | bigint }>(sql`PRAGMA cache_size`);
console.log(
  `[cache] cache_size ${cacheSize?.cache_size}; RSS after seeding ${rss()} MiB; load ${loadavg()[0]!.toFixed(1)}`,
);

const measured = (name: string, run: () => Promise<unknown>) =>
  measureCalls(name, run, {
    time: 3000,
    warmupTime: 300,
    prefix: "[cache] ",
    suffix: () => `RSS ${rss()} MiB; load ${loadavg()[0]!.toFixed(1)}`,
  });

afterAll(async () => {
  await db.$disconnect();
  for (const end of ["", "-wal", "-shm"]) rmSync(`${file}${end}`, { force: true });
});

describe("SQLite page cache", () => {
  measured("session read, 50 rounds", async () => JSON.stringify(await getSession(read50.id)));
  measured("round submit", async () => {
    if (fresh.rounds === 50) fresh = await newGame();
    JSON.stringify(await addRound(fresh.id, fresh.token, nextRound(fresh)));
  });
  for (const [k, id] of leagues.entries()) {
    measured(`league of ${SIZES[k]}: standings with the race`, () => getStandings(id));
    measured(`league of ${SIZES[k]}: first page of evenings`, () => leagueEveningsPage(id, 1));
  }
});
