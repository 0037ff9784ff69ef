import "server-only";
import { db, hotSql } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { IMPORTING } from "../leagues/importing";
import type { RatingStep } from "../leagues/incremental";
import { insertStepsSql } from "../leagues/step-sql";
import { insertSessionRow, SESSION_COLUMN_NAMES } from "../sessions/session-row";
import { type Sql, sql } from "../sql/types";
import { insertSql } from "./insert-sql";
import type { ImportGame, ImportPlan } from "./plan";
import type { Pause } from "./slices";

/** A league still marked as importing after this long was left by a process that stopped mid-import. */
export const ABANDONED_IMPORT_MS = 60 * 60 * 1000;
/** Rows per import write: each batch is one short transaction, with the event loop free between batches. */
const IMPORT_ROWS_PER_BATCH = 250;
/** Sessions per batch: each carries its stored summary, tens of kilobytes for a long game. */
const SESSIONS_PER_BATCH = 10;

/**
 * Writes a checked backup import (plan.ts) in small transactions, pausing between them, under a league that
 * no token opens and nothing lists until the last write gives it its token hash; a failure removes what was
 * written, and a process that stops mid-import leaves a league `removeAbandonedImports` deletes at start-up.
 * On SQLite each batch runs synchronously on the connection, under the adapter's transaction mutex (lib/sql), so
 * no other request's write can land inside it; on PostgreSQL each batch is its own short transaction.
 */
export async function writeImport(
  plan: ImportPlan,
  pause: Pause,
): Promise<{ id: string; name: string; token: string }> {
  const { league } = plan;
  const hidden = { ...league, tokenHash: `${IMPORTING}${new Date().toISOString()}`, storedGames: -1 };
  await inBatch((w) => w.leagues([hidden]));
  try {
    await inBatches(pause, plan.members, (w, part) => w.members(part));
    // Table by table, in the order the foreign keys need: a game's rounds may span batches (nothing shows it yet).
    const { games } = plan;
    await inBatches(pause, games, (w, part) => w.sessions(part.map((g) => g.session)), SESSIONS_PER_BATCH);
    await inBatches(
      pause,
      games.flatMap((g) => g.players),
      (w, part) => w.players(part),
    );
    await inBatches(
      pause,
      games.flatMap((g) => g.rounds),
      (w, part) => w.rounds(part),
    );
    await inBatches(
      pause,
      games.flatMap((g) => (g.result ? [g.result] : [])),
      (w, part) => w.results(part),
    );
    await inBatches(pause, plan.steps, (w, part) => w.steps(league.id, part));
    await inBatches(pause, plan.standings, (w, part) => w.standings(part));
    // The one write that makes it a league: its token opens it, start-up repair counts it.
    await hotSql.run(
      sql`UPDATE "League" SET "tokenHash" = ${league.tokenHash}, "storedGames" = ${league.storedGames}, "version" = "version" + 1 WHERE "id" = ${league.id}`,
    );
  } catch (error) {
    await removeImportedLeague(league.id).catch((cleanup) =>
      console.error("[deckside] could not remove a failed import", cleanup),
    );
    throw error;
  }
  return { id: league.id, name: league.name, token: plan.token };
}

/** Writes `rows` IMPORT_ROWS_PER_BATCH at a time, each batch one transaction, pausing before each. */
async function inBatches<T>(
  pause: Pause,
  rows: readonly T[],
  write: (writer: BatchWriter, part: T[]) => Promise<void>,
  size = IMPORT_ROWS_PER_BATCH,
) {
  for (const part of chunks(rows, size)) {
    await pause();
    await inBatch((writer) => write(writer, part));
  }
}

/** Deletes a league and its games (a league's games outlive it otherwise: their link is set to null). */
async function removeImportedLeague(leagueId: string): Promise<void> {
  await db.gameSession.deleteMany({ where: { leagueId } });
  await db.league.deleteMany({ where: { id: leagueId } });
}

/**
 * Removes the leagues a stopped process left mid-import (still marked, for longer than any import runs). Runs at
 * start-up (instrumentation.ts); returns how many it removed.
 */
export async function removeAbandonedImports(now = new Date()): Promise<number> {
  const marked = await db.league.findMany({
    where: { tokenHash: { startsWith: IMPORTING } },
    select: { id: true, tokenHash: true },
  });
  let removed = 0;
  for (const league of marked) {
    const since = new Date(league.tokenHash.slice(IMPORTING.length)).getTime();
    if (!(now.getTime() - since > ABANDONED_IMPORT_MS) && !Number.isNaN(since)) continue;
    await removeImportedLeague(league.id);
    removed++;
  }
  return removed;
}

/** Rows in chunks of `size`. */
function chunks<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/** One batch's inserts, table by table. */
interface BatchWriter {
  leagues(rows: Array<ImportPlan["league"]>): Promise<void>;
  members(rows: ImportPlan["members"]): Promise<void>;
  sessions(rows: Array<ImportGame["session"]>): Promise<void>;
  players(rows: ImportGame["players"]): Promise<void>;
  rounds(rows: ImportGame["rounds"]): Promise<void>;
  results(rows: Array<NonNullable<ImportGame["result"]>>): Promise<void>;
  steps(leagueId: string, rows: RatingStep[]): Promise<void>;
  standings(rows: ImportPlan["standings"]): Promise<void>;
}

/** Runs one batch in one transaction: the ORM's createMany on PostgreSQL, one prepared INSERT a row on SQLite. */
async function inBatch(work: (writer: BatchWriter) => Promise<void>): Promise<void> {
  await hotSql.transaction((tx, orm) => work(orm ? ormWriter(orm) : sqliteWriter(tx)));
}

// PostgreSQL: one literal multi-row INSERT a batch (insert-sql.ts), not createMany's query engine per row.
function ormWriter(orm: Prisma.TransactionClient): BatchWriter {
  const insert =
    <T extends object>(table: string, columns: ReadonlyArray<keyof T & string>) =>
    async (rows: readonly T[]) => {
      if (rows.length > 0) await orm.$executeRawUnsafe(insertSql(table, columns, rows));
    };
  return {
    leagues: insert("League", LEAGUE_COLUMNS),
    members: insert("LeagueMember", ["id", "leagueId", "name", "nameKey", "createdAt"]),
    sessions: (rows) => insert("GameSession", SESSION_COLUMN_NAMES)(rows.map(stamped)),
    players: insert("Player", ["id", "sessionId", "name", "seat", "memberId"]),
    rounds: insert("Round", ["id", "sessionId", "number", "entry", "createdAt", "updatedAt"]),
    results: insert("GameResult", ["sessionId", "leagueId", "game", "finishedAt", "placements"]),
    steps: async (leagueId, rows) => {
      if (rows.length > 0) await orm.$executeRawUnsafe(insertStepsSql(leagueId, rows));
    },
    standings: insert("LeagueStanding", STANDING_COLUMNS),
  };
}

const LEAGUE_COLUMNS = [
  "id",
  "name",
  "tokenHash",
  "game",
  "seasonStart",
  "seasonEnd",
  "pointsTable",
  "createdAt",
  "storedGames",
] as const;
const STANDING_COLUMNS = [
  "leagueId",
  "memberId",
  "played",
  "wins",
  "rankSum",
  "points",
  "mu",
  "sigma",
  "streakWins",
  "streakLength",
] as const;

/** A session row with its league result stamped as derived from its (first) version, so start-up repair skips it. */
const stamped = (row: ImportGame["session"]) => ({ ...row, version: 0, resultVersion: 0 });

// On SQLite the statements run synchronously on the adapter's connection: `run` resolves at once, so a batch never
// yields to another request while its transaction is open. Each statement is prepared once (lib/sql/sqlite.ts).
function sqliteWriter(tx: Sql): BatchWriter {
  const each =
    <T>(insert: (row: T) => Promise<number>) =>
    async (rows: readonly T[]) => {
      for (const row of rows) await insert(row);
    };
  return {
    leagues: each((l) =>
      tx.run(sql`INSERT INTO "League" ("id", "name", "tokenHash", "game", "seasonStart", "seasonEnd", "pointsTable", "createdAt", "storedGames")
        VALUES (${l.id}, ${l.name}, ${l.tokenHash}, ${l.game}, ${l.seasonStart}, ${l.seasonEnd}, ${l.pointsTable}, ${l.createdAt}, ${l.storedGames})`),
    ),
    members: each((m) =>
      tx.run(sql`INSERT INTO "LeagueMember" ("id", "leagueId", "name", "nameKey", "createdAt")
        VALUES (${m.id}, ${m.leagueId}, ${m.name}, ${m.nameKey}, ${m.createdAt})`),
    ),
    sessions: each((s) => insertSessionRow(tx, s)),
    players: each((p) =>
      tx.run(sql`INSERT INTO "Player" ("id", "sessionId", "name", "seat", "memberId")
        VALUES (${p.id}, ${p.sessionId}, ${p.name}, ${p.seat}, ${p.memberId})`),
    ),
    rounds: each((r) =>
      tx.run(sql`INSERT INTO "Round" ("id", "sessionId", "number", "entry", "createdAt", "updatedAt")
        VALUES (${r.id}, ${r.sessionId}, ${r.number}, ${r.entry}, ${r.createdAt}, ${r.updatedAt})`),
    ),
    results: each((r) =>
      tx.run(sql`INSERT INTO "GameResult" ("sessionId", "leagueId", "game", "finishedAt", "placements")
        VALUES (${r.sessionId}, ${r.leagueId}, ${r.game}, ${r.finishedAt}, ${r.placements})`),
    ),
    steps: (leagueId, rows) =>
      each((s: RatingStep) =>
        tx.run(sql`INSERT INTO "LeagueRatingStep" ("leagueId", "sessionId", "memberId", "finishedAt", "rank", "rated", "played", "wins", "rankSum", "points", "mu", "sigma", "streakWins", "streakLength")
          VALUES (${leagueId}, ${s.sessionId}, ${s.memberId}, ${s.finishedAt}, ${s.rank}, ${s.rated}, ${s.played}, ${s.wins}, ${s.rankSum}, ${s.points}, ${s.mu}, ${s.sigma}, ${s.streakWins}, ${s.streakLength})`),
      )(rows),
    standings: each((s) =>
      tx.run(sql`INSERT INTO "LeagueStanding" ("leagueId", "memberId", "played", "wins", "rankSum", "points", "mu", "sigma", "streakWins", "streakLength")
        VALUES (${s.leagueId}, ${s.memberId}, ${s.played}, ${s.wins}, ${s.rankSum}, ${s.points}, ${s.mu}, ${s.sigma}, ${s.streakWins}, ${s.streakLength})`),
    ),
  };
}
