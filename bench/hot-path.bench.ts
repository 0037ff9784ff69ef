// The hot handlers' own work, in-process (no HTTP, no Next): a round submit and a session read on a real SQLite
// file, as the route handlers call them (docs/decisions/021-sqlite-hot-path.md). A 50-round session is read; rounds
// are added to a long session (threshold 10,000: it never ends) and to a fresh one every 50 rounds.
// Run: npx vitest bench --run --project unit bench/hot-path.bench.ts
import { mkdirSync, rmSync } from "node:fs";
import { describe } from "vitest";
import { measureCalls } from "./measure-calls";

const dir = ".test-output/bench";
mkdirSync(dir, { recursive: true });
const file = `${dir}/hot-path-${process.pid}.db`;
rmSync(file, { force: true });
process.env.DATABASE_URL = `file:./${file}`;
// @ts-expect-error -- plain ESM script without types
const { migrate } = await import("../scripts/lib/migrate.mjs");
await migrate(process.env.DATABASE_URL);

const { addRound } = await import("../lib/table/rounds");
const { newGame, nextRound } = await import("./nines-game");
const { getSession, loadSessionRecord } = await import("../lib/sessions/data");
const { readView, gameOf, tableOf } = await import("../lib/sessions/view");
const { computeSummary, effectiveOptions, entriesOf, summaryColumns } = await import("../lib/sessions/summary");
const { continueReplay, replay } = await import("../lib/games/replay");
const { requireToken } = await import("../lib/sessions/mutations");
const { hotSql } = await import("../lib/db");
const { sql } = await import("../lib/sql/types");
const { publishRound } = await import("../lib/live/publisher");

const read50 = await newGame();
for (let i = 0; i < 50; i++) await addRound(read50.id, read50.token, nextRound(read50));
let fresh = await newGame();

const measured = (name: string, run: () => Promise<unknown>) =>
  measureCalls(name, run, { time: 4000, warmupTime: 500 });

describe("hot path (SQLite, in-process)", () => {
  measured("session read, 50 rounds", async () => {
    const session = await getSession(read50.id);
    JSON.stringify(session);
  });
  measured("round submit (1–50 rounds, a new session every 50)", async () => {
    if (fresh.rounds === 50) fresh = await newGame();
    const result = await addRound(fresh.id, fresh.token, nextRound(fresh));
    JSON.stringify(result);
  });
});

// The parts of the two calls above, each on its own (the same 50-round session): where the time goes.
const record = await loadSessionRecord(read50.id);
const game = gameOf(record);
const table = tableOf(record);
const options = effectiveOptions(record);
const entries = entriesOf(record);
const before = replay(game, table, options, entries.slice(0, 49));
const view = readView(record);
const body = nextRound(read50);
if (!before.ok) throw new Error("the bench session does not replay");

describe("the parts (50 rounds)", () => {
  measured("read: the three statements", () => loadSessionRecord(read50.id));
  measured("read: the view from the stored summary", async () => readView(record));
  measured("read: the response's JSON", async () => JSON.stringify(view));
  measured("write: token check", async () => requireToken(record, read50.token));
  measured("write: the entry's zod parse", async () => game.entrySchema.parse(body));
  measured("write: replay of all 50 rounds", async () => replay(game, table, options, entries));
  measured("write: one round on from a kept replay", async () => continueReplay(game, table, before, [entries[49]]));
  measured("write: the summary and its JSON", async () => summaryColumns(computeSummary(record, before)));
  measured("write: transaction (lock UPDATE, two INSERTs, COMMIT)", () =>
    hotSql.transaction(async (tx) => {
      await tx.run(sql`UPDATE "GameSession" SET "version" = "version" WHERE "id" = ${read50.id}`);
      await tx.run(sql`DELETE FROM "RoundChange" WHERE "id" = ${"bench"}`);
      await tx.run(sql`
        INSERT INTO "RoundChange" ("id", "seq", "at", "sessionId", "kind", "round", "entry")
        VALUES (${"bench"}, ${-1}, ${new Date()}, ${read50.id}, ${"added"}, ${1}, ${"{}"})`);
    }),
  );
  measured("write: the live notice", () => publishRound(view, "added", 50));
});
