// A production server started on a database full of games written outside the app (no stored summaries, as a
// restored snapshot or an older version leaves them) answers at once: the repair of stored data runs in the
// background (docs/decisions/029-startup-repair.md). While it runs, /api/health (read every 200 ms from the moment
// the port takes connections) answers within a second and says the repair is running, a session read gives the
// totals its rounds give, and a round written then is kept; afterwards health says it has ended and every
// summary is stored. Needs a production build, like tests/crash/crash.test.ts (scripts/test-all.mjs runs both
// after building); SQLite by default, PostgreSQL with TEST_POSTGRES_URL (and its build in NEXT_DIST_DIR).
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";
import { asAdmin, withDatabase } from "../postgres-admin";
import { type ProductionServer, sleep, startProductionServer } from "../production-server";
import { type SeededGame, seededGame, writeGames } from "./seed-unsummarised";

// Enough that the repair before this change kept the server silent for several seconds (it ran before the first
// answer), few enough that seeding and repairing take well under a minute on a loaded 2-core machine.
const GAMES = 2_500;
/** The slowest health answer allowed while the repair runs. */
const ANSWER_MS = 1_000;
const POLL_MS = 200;

const port = 4000 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const dir = ".test-output/crash";
const file = `${dir}/startup-${process.pid}.db`;
const postgresAdmin = process.env.TEST_POSTGRES_URL;
const postgresName = `deckside_startup_${randomBytes(6).toString("hex")}`;
const url = postgresAdmin ? withDatabase(postgresAdmin, postgresName) : `file:./${file}`;

let server: ProductionServer | null = null;

interface Answer {
  ms: number;
  body: any;
}

/** Reads /api/health every POLL_MS (without waiting for the one before) until stopped; refused connections skipped. */
function pollHealth() {
  const answers: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const once = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(120_000) });
      const body = await response.json();
      answers.push({ ms: performance.now() - started, body });
    } catch (error) {
      // Not listening yet: nothing answered, nothing to time. Anything else (a timeout) is a failure.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "ECONNREFUSED") answers.push({ ms: performance.now() - started, body: { error: String(error) } });
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const request = once();
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      await sleep(POLL_MS);
    }
  })();
  return {
    answers,
    stop: async () => {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
    },
  };
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const title = `serves at once while the start-up repair runs (${postgresAdmin ? "PostgreSQL" : "SQLite"})`;
describe.skipIf(!process.env.DECKSIDE_CRASH_TEST)(title, () => {
  const at = new Date(Date.now() - 86_400_000);
  // Finished games (nine rounds of nine), and a few left at round five: one gets its sixth round during the repair.
  const games: SeededGame[] = Array.from({ length: GAMES }, (_, i) => seededGame(i, i % 100 === 0 ? 5 : 9, at));

  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    if (postgresAdmin) await asAdmin(postgresAdmin, `CREATE DATABASE ${postgresName}`);
    else for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    await migrate(url);
    await writeGames(url, games);
  }, 180_000);

  afterAll(async () => {
    server?.stop("SIGKILL");
    if (postgresAdmin) await asAdmin(postgresAdmin, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  });

  it("answers health and reads within a second, reads and writes stay right, health shows the repair end", async () => {
    const { readView, toSessionView } = await import("../../lib/sessions/view");
    server = startProductionServer(url, port);
    const health = pollHealth();

    // Health's word that the repair has begun, then reads and a write while it is still running.
    const until = Date.now() + 120_000;
    const latest = () => health.answers.at(-1)?.body;
    // (A server that shows no repair in health, as before it did, goes on to the timing checks below at once.)
    const begun = () => latest()?.repair?.done > 0 || (latest()?.ok === true && !latest()?.repair);
    while (!begun() && Date.now() < until) await sleep(20);
    expect(begun(), `no answer:\n${server.output()}`).toBe(true);
    const reads: Array<{ ms: number; running: boolean }> = [];
    const sample = [games.length - 1, games.length - 2, Math.floor(games.length / 2), 1];
    for (const i of sample) {
      const game = games[i]!;
      const started = performance.now();
      const read = await call("GET", `/api/v1/sessions/${game.record.id}`);
      reads.push({ ms: performance.now() - started, running: latest()?.repair?.running === true });
      expect(read.status).toBe(200);
      const expected = toSessionView(game.record);
      expect(read.body.rounds.map((r: any) => r.totals)).toEqual(expected.rounds.map((r) => r.totals));
      expect(read.body.standings).toEqual(expected.standings);
      expect(read.body.status).toBe(expected.status);
    }
    // A round written during the repair (the last unfinished game: the repair reaches it late, if at all before).
    const open = games.filter((g) => g.record.rounds.length === 5).at(-1)!;
    const [a, b, c] = open.record.players.map((p) => p.id);
    const sixth = { round: 6, winner: a, hands: { [b!]: 3, [c!]: 4 } };
    const written = await call("POST", `/api/v1/sessions/${open.record.id}/rounds`, sixth, open.token);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const runningWhileWritten = latest()?.repair?.running === true;

    // Then until health says the repair has ended.
    while (Date.now() < until && latest()?.repair?.running === true) await sleep(100);
    await sleep(2 * POLL_MS);
    await health.stop();

    const slowest = Math.max(...health.answers.map((answer) => answer.ms));
    const errors = health.answers.filter((answer) => !answer.body.ok);
    expect(errors, JSON.stringify(errors.slice(0, 3))).toEqual([]);
    expect(slowest, `health answers (ms): ${health.answers.map((x) => Math.round(x.ms)).join(", ")}`).toBeLessThan(
      ANSWER_MS,
    );
    // The reads above ran while the repair did (else this size no longer proves anything), and were as quick.
    expect(reads[0]!.running, "the repair had ended before the first read").toBe(true);
    expect(runningWhileWritten, "the repair had ended before the write").toBe(true);
    expect(Math.max(...reads.map((r) => r.ms))).toBeLessThan(ANSWER_MS);
    const running = health.answers.filter((answer) => answer.body.repair?.running === true);
    expect(running.length).toBeGreaterThan(0);
    const last = health.answers.at(-1)!.body;
    expect(last.repair).toEqual({ running: false, done: last.repair.total, total: last.repair.total });
    expect(last.repair.total).toBe(GAMES);
    console.log(`health answers (ms): ${health.answers.map((x) => Math.round(x.ms)).join(", ")}`);
    console.log(`session reads during the repair (ms): ${reads.map((x) => Math.round(x.ms)).join(", ")}`);

    // Every summary stored, each the one its rounds give; the game written during the repair has its sixth round.
    process.env.DATABASE_URL = url;
    const { db } = await import("../../lib/db");
    const { storedSummary, SUMMARY_FORMAT } = await import("../../lib/sessions/summary");
    try {
      const rows = await db.gameSession.findMany({ include: { players: true, rounds: true } });
      expect(rows).toHaveLength(GAMES);
      for (const row of rows) {
        expect(row.summaryFormat, row.id).toBe(SUMMARY_FORMAT);
        // The view from the stored summary is the one a replay of the rounds gives.
        expect(storedSummary(row), row.id).not.toBeNull();
        expect(readView(row), row.id).toEqual(toSessionView(row));
      }
      const reread = rows.find((row) => row.id === open.record.id)!;
      expect(reread.rounds).toHaveLength(6);
      expect(storedSummary(reread)!.rounds).toHaveLength(6);
    } finally {
      await db.$disconnect();
    }
  }, 240_000);
});
