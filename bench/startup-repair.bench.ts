// What the start-up checks (instrumentation.ts: summaries, league results, stored standings) cost on a SQLite file
// with one league of GAMES finished 9-round Nines games, each with its rounds. One real game is played through
// lib/sessions; its rows are copied GAMES times (new ids) straight into the file, as the league seed does.
// Run: BENCH_STARTUP_GAMES=100000 npx vitest bench --run --project unit bench/startup-repair.bench.ts
// Prints the first check and the next one (a restart after a clean shutdown) with the time of each part.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import Database from "better-sqlite3";
import { afterAll, bench, describe } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../scripts/lib/migrate.mjs";

const GAMES = Number(process.env.BENCH_STARTUP_GAMES ?? 10_000);
const ROUNDS = 9;
const file = `.test-output/bench/startup-repair-${process.pid}.db`;
mkdirSync(".test-output/bench", { recursive: true });
process.env.DATABASE_URL = `file:./${file}`;
await migrate(process.env.DATABASE_URL);

// Imported only now: lib/env.ts reads DATABASE_URL when it loads.
const { db } = await import("../lib/db");
const { createLeague, repairLeagueResults, repairLeagueStandings } = await import("../lib/leagues/mutations");
const { backfillSummaries } = await import("../lib/sessions/mutations");
const { addRound } = await import("../lib/table/rounds");
const { createSession } = await import("../lib/table/sessions");

const league = await createLeague({ name: "Big club" });
const { session, token } = await createSession(
  { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: ROUNDS }, leagueId: league.id },
  league.token,
);
const [ann, ben, cem] = session.players.map((p) => p.id) as [string, string, string];
for (let n = 1; n <= ROUNDS; n++) {
  const winner = [ann, ben, cem][n % 3]!;
  const hands = Object.fromEntries([ann, ben, cem].filter((p) => p !== winner).map((p, i) => [p, 5 + i + n]));
  await addRound(session.id, token, { round: n, winner, hands });
}
await db.$disconnect();

// The copies, in one transaction on the file: every text that names the template's ids names the copy's.
{
  const file_ = new Database(file);
  file_.pragma("journal_mode = WAL");
  const rows = <T>(sql: string, ...args: unknown[]) => file_.prepare(sql).all(...args) as T[];
  const [s] = rows<Record<string, unknown>>(`SELECT * FROM "GameSession" WHERE id = ?`, session.id);
  const players = rows<Record<string, unknown>>(`SELECT * FROM "Player" WHERE sessionId = ?`, session.id);
  const rounds = rows<Record<string, unknown>>(`SELECT * FROM "Round" WHERE sessionId = ?`, session.id);
  const changes = rows<Record<string, unknown>>(`SELECT * FROM "RoundChange" WHERE sessionId = ?`, session.id);
  const [result] = rows<Record<string, unknown>>(`SELECT * FROM "GameResult" WHERE sessionId = ?`, session.id);
  const insert = (table: string, row: Record<string, unknown>) =>
    file_.prepare(
      `INSERT INTO "${table}" (${Object.keys(row)
        .map((k) => `"${k}"`)
        .join(", ")}) VALUES (${Object.keys(row)
        .map(() => "?")
        .join(", ")})`,
    );
  const statements = {
    session: insert("GameSession", s!),
    player: insert("Player", players[0]!),
    round: insert("Round", rounds[0]!),
    change: changes.length > 0 ? insert("RoundChange", changes[0]!) : null,
    result: insert("GameResult", result!),
  };
  const prefix = randomBytes(4).toString("hex");
  let counter = 0;
  const newId = () => `${prefix}${(counter++).toString(36)}`;
  file_.transaction(() => {
    for (let i = 1; i < GAMES; i++) {
      const ids = new Map<string, string>([
        [session.id, newId()],
        ...players.map((p) => [p.id as string, newId()] as const),
      ]);
      const swap = (value: unknown) => {
        if (typeof value !== "string") return value;
        let out = value;
        for (const [from, to] of ids) out = out.split(from).join(to);
        return out;
      };
      const copy = (row: Record<string, unknown>) => Object.values(row).map(swap);
      statements.session.run(...copy(s!));
      for (const p of players) statements.player.run(...copy(p));
      for (const r of rounds) statements.round.run(...copy({ ...r, id: newId() }));
      for (const c of changes) statements.change?.run(...copy({ ...c, id: newId() }));
      statements.result.run(...copy(result!));
    }
    file_.prepare(`UPDATE "League" SET "storedGames" = ? WHERE id = ?`).run(GAMES, league.id);
    // BENCH_STARTUP_UPGRADE=1: as the upgrade that added the stamp leaves them (the first check reads every game
    // once, the next none); otherwise as this version's writes leave them (stamped).
    const columns = rows<{ name: string }>(`PRAGMA table_info("GameSession")`).map((c) => c.name);
    if (columns.includes("resultVersion") && process.env.BENCH_STARTUP_UPGRADE === "1")
      file_.prepare(`UPDATE "GameSession" SET "resultVersion" = NULL`).run();
  })();
  file_.close();
}

/** The checks of instrumentation.ts, in its order; what each found to fix. */
async function startUp() {
  const t0 = performance.now();
  const summaries = await backfillSummaries();
  const t1 = performance.now();
  const results = await repairLeagueResults();
  const t2 = performance.now();
  const standings = await repairLeagueStandings();
  const t3 = performance.now();
  const ms = (a: number, b: number) => Math.round(b - a);
  return {
    ms: ms(t0, t3),
    summariesMs: ms(t0, t1),
    resultsMs: ms(t1, t2),
    standingsMs: ms(t2, t3),
    summaries,
    results,
    standings,
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
console.log(`[startup] ${GAMES} games, load ${load()}: first check`, await startUp());
console.log(`[startup] ${GAMES} games, load ${load()}: restart`, await startUp());

afterAll(async () => {
  await db.$disconnect();
  rmSync(file, { force: true });
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
});

describe(`start-up checks, a league of ${GAMES} games`, () => {
  // Few runs: before the stamp, one took minutes at 100,000 games.
  bench(
    "a restart after a clean shutdown",
    async () => {
      await startUp();
    },
    { iterations: 2, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
