// The production server killed with SIGKILL under load and restarted, three times: every round the server
// acknowledged is stored exactly once, the totals are those a replay gives, the SQLite file is intact, and every
// league game's stored result is the one its rounds give (checked with the server down, so the start-up repair
// cannot have mended it). Needs a production build: scripts/test-all.mjs runs it after building.
// SQLite by default; with TEST_POSTGRES_URL (an admin URL, as for the API tests) the server runs against a fresh
// PostgreSQL database made here and dropped at the end. That needs the Prisma client generated for PostgreSQL and a
// build made for it (scripts/test-all.mjs builds into NEXT_DIST_DIR=.next-postgres and passes that on).
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { migrate } from "../../scripts/lib/migrate.mjs";
import { asAdmin, withDatabase } from "../postgres-admin";
import { type ProductionServer, sleep, startProductionServer } from "../production-server";

const port = 3300 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const dir = ".test-output/crash";
const file = `${dir}/crash-${process.pid}.db`;
const postgresAdmin = process.env.TEST_POSTGRES_URL;
const postgresName = `deckside_crash_${randomBytes(6).toString("hex")}`;
const url = postgresAdmin ? withDatabase(postgresAdmin, postgresName) : `file:./${file}`;
const WORKERS = 4;
const KILLS = 3;

let server: ProductionServer | null = null;

function start(): void {
  server = startProductionServer(url, port);
}

function kill(): void {
  server?.stop("SIGKILL");
  server = null;
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as any };
}

interface Acknowledged {
  sessionId: string;
  number: number;
  entry: unknown;
}

/** One phone at a table: enters rounds into league games (four rounds each) until told to stop. */
async function worker(league: { id: string; token: string }, k: number, acked: Acknowledged[], stop: () => boolean) {
  let game: { id: string; ids: string[]; next: number } | null = null;
  while (!stop()) {
    try {
      if (!game) {
        const created = await call(
          "POST",
          "/api/v1/sessions",
          { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 4 }, leagueId: league.id },
          league.token,
        );
        if (created.status !== 201) throw new Error(`create: ${created.status}`);
        game = { id: created.body.id, ids: created.body.players.map((p: any) => p.id), next: 1 };
      }
      const winner = game.ids[(game.next + k) % 3]!;
      const hands = Object.fromEntries(game.ids.filter((id) => id !== winner).map((id, i) => [id, game!.next + i]));
      const entry = { winner, hands };
      const reply = await call(
        "POST",
        `/api/v1/sessions/${game.id}/rounds`,
        { ...entry, round: game.next },
        league.token,
      );
      if (reply.status === 201) {
        acked.push({ sessionId: game.id, number: game.next, entry });
        game.next++;
        if (reply.body.session.status === "finished") game = null;
      } else if (reply.status === 409 && reply.body.error.code === "game_finished") {
        game = null;
      } else if (reply.status === 409 && reply.body.error.code === "stale_round") {
        // The round sent before a kill landed without its answer: carry on after it.
        game.next = (await call("GET", `/api/v1/sessions/${game.id}`)).body.rounds.length + 1;
      } else if (reply.status < 500) {
        throw new Error(`unexpected ${reply.status}: ${JSON.stringify(reply.body)}`);
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected")) throw error;
      await sleep(100); // the server is down or restarting
    }
  }
}

// Only when asked (scripts/test-all.mjs does, after its build): a plain `vitest run` must not start a server.
const title = `SIGKILL under load, three times (${postgresAdmin ? "PostgreSQL" : "SQLite"})`;
describe.skipIf(!process.env.DECKSIDE_CRASH_TEST)(title, () => {
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    if (postgresAdmin) await asAdmin(postgresAdmin, `CREATE DATABASE ${postgresName}`);
    else rmSync(file, { force: true });
    await migrate(url);
    start();
    await server!.healthy();
  }, 180_000);

  afterAll(async () => {
    kill();
    if (postgresAdmin) await asAdmin(postgresAdmin, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  });

  it("keeps every acknowledged round exactly once, totals, file and league results intact", async () => {
    const league = (await call("POST", "/api/v1/leagues", { name: "Crash club" })).body as {
      id: string;
      token: string;
    };
    const acked: Acknowledged[] = [];
    let stopped = false;
    const workers = Array.from({ length: WORKERS }, (_, k) => worker(league, k, acked, () => stopped));
    for (let kill_ = 0; kill_ < KILLS; kill_++) {
      const before = acked.length;
      const until = Date.now() + 20_000;
      while (acked.length < before + 15 && Date.now() < until) await sleep(50);
      kill();
      await sleep(200);
      start();
      await server!.healthy();
    }
    const settled = acked.length;
    while (acked.length < settled + 10) await sleep(50);
    stopped = true;
    await Promise.all(workers);
    expect(acked.length).toBeGreaterThan(KILLS * 15);

    // What the server shows, then the server is killed once more and the database itself is checked.
    const ids = [...new Set(acked.map((a) => a.sessionId))];
    const shown = new Map<string, any>();
    for (const id of ids) shown.set(id, (await call("GET", `/api/v1/sessions/${id}`)).body);
    kill();
    await sleep(200);

    for (const a of acked) {
      const rounds = shown.get(a.sessionId).rounds.filter((r: any) => r.number === a.number);
      expect(rounds, `${a.sessionId} round ${a.number}`).toHaveLength(1);
      expect(rounds[0].entry).toEqual(a.entry);
    }

    // PRAGMA integrity_check is SQLite's: the killed process holds the database file itself. On PostgreSQL the
    // killed process is only a client: the database server survives and rolls back the dead connections' open
    // transactions, so its files are not at risk here (amcheck would test PostgreSQL, not Deckside). There the
    // check is on the data: each round once, totals as a replay gives them, results as their rounds give them.
    if (!postgresAdmin) {
      const { default: Database } = await import("better-sqlite3");
      const raw = new Database(file, { readonly: true });
      expect(raw.prepare("PRAGMA integrity_check").pluck().all()).toEqual(["ok"]);
      raw.close();
    }

    process.env.DATABASE_URL = url;
    const { db } = await import("../../lib/db");
    const { toSessionView } = await import("../../lib/sessions/view");
    const { resultMatches, resultRow } = await import("../../lib/leagues/results");
    try {
      const records = await db.gameSession.findMany({
        where: { leagueId: league.id },
        include: { players: true, rounds: true, result: true },
      });
      expect(records.length).toBeGreaterThanOrEqual(ids.length);
      for (const record of records) {
        const numbers = record.rounds.map((r) => r.number).sort((x, y) => x - y);
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        const view = toSessionView(record);
        expect(view.problem).toBeUndefined();
        const api = shown.get(record.id);
        if (api) {
          expect(api.rounds).toHaveLength(record.rounds.length);
          // Totals as the server showed them are those a replay of the stored rounds gives.
          expect(api.rounds.map((r: any) => r.totals)).toEqual(view.rounds.map((r) => r.totals));
          expect(api.standings).toEqual(view.standings);
        }
        expect(resultMatches(record.result, resultRow(view)), `result of ${record.id}`).toBe(true);
      }
    } finally {
      await db.$disconnect();
    }
  }, 300_000);
});
