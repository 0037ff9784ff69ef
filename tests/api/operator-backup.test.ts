// `npm run backup` (scripts/backup.mjs) against this test file's own database: SQLite gives a snapshot that passes
// its integrity check with the same rows; PostgreSQL gives a JSON dump of every table with the same rows.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, ninesSession } from "./client";
import { leagues } from "./league-client";

const run = promisify(execFile);
const url = process.env.DATABASE_URL!;
const dir = join(".test-output", "api", `backup-${process.pid}-${Date.now()}`);

async function counts() {
  return {
    GameSession: await db.gameSession.count(),
    Player: await db.player.count(),
    Round: await db.round.count(),
    League: await db.league.count(),
    LeagueMember: await db.leagueMember.count(),
    GameResult: await db.gameResult.count(),
  };
}

it("writes a consistent copy of every table while the app's database is in use", async () => {
  const s = await ninesSession();
  await s.play("Ann", { Ben: 10, Cem: "KS 9H" });
  await s.play("Ben", { Ann: 4, Cem: 7 });
  const league = await leagues.create({ name: "Backup club" });
  const filed = await leagues.createSession(
    { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 }, leagueId: league.body.id },
    league.body.token,
  );
  const [ann, ben] = filed.body.players.map((p: { id: string }) => p.id);
  expect((await api.addRound(filed.body.id, { winner: ann, hands: { [ben]: 9 } }, league.body.token)).status).toBe(201);
  const expected = await counts();
  expect(expected).toMatchObject({ Round: 3, GameResult: 1 });

  const sqlite = url.startsWith("file:");
  const file = join(dir, sqlite ? "snapshot.db" : "dump.json");
  const { stdout } = await run(process.execPath, ["scripts/backup.mjs", file], {
    env: { ...process.env, DATABASE_URL: url },
  });
  expect(stdout).toMatch(/backup written to/);
  expect(existsSync(file)).toBe(true);

  if (sqlite) {
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      for (const [table, n] of Object.entries(expected))
        expect(copy.prepare(`SELECT count(*) AS n FROM "${table}"`).get(), table).toEqual({ n });
      expect((copy.prepare(`SELECT count(*) AS n FROM "_prisma_migrations"`).get() as { n: number }).n).toBeGreaterThan(
        0,
      );
    } finally {
      copy.close();
    }
  } else {
    const dump = JSON.parse(readFileSync(file, "utf8"));
    expect(dump).toMatchObject({ format: "deckside-database-dump", version: 1 });
    for (const [table, n] of Object.entries(expected)) expect(dump.tables[table], table).toHaveLength(n);
  }
});
