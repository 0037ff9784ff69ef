import { type Sql, sql, statement } from "../sql/types";

// The GameSession row's plain SQL, all of it in this one module: its columns written once, here, with the type each
// comes back as (lib/sql/types.ts: dates as Date, Int as number), and every statement on the row by plain SQL. The row type is derived from this list, and
// tests/api/session-row.test.ts fails when prisma/models.prisma's GameSession has a column this list lacks.

const text = "" as string;
const integer = 0 as number;
const date = new Date(0) as Date;
const maybe = <T>(value: T) => value as T | null;

/** Every column of "GameSession", with a value of the type it is read as (only the type is used). */
const SESSION_COLUMNS = {
  id: text,
  game: text,
  options: text,
  firstDealer: integer,
  tokenHash: text,
  createdAt: date,
  updatedAt: date,
  leagueId: maybe(text),
  playedAt: maybe(date),
  summary: maybe(text),
  summaryFormat: integer,
  version: integer,
  resultVersion: maybe(integer),
};

export type SessionRow = { -readonly [Column in keyof typeof SESSION_COLUMNS]: (typeof SESSION_COLUMNS)[Column] };

/** The columns, in the order the statements read them. */
export const SESSION_COLUMN_NAMES = Object.keys(SESSION_COLUMNS) as Array<keyof SessionRow>;

/** What a round write reads: every column but the stored summary, which it replaces (at 50 rounds, the row's largest). */
export const WRITE_COLUMN_NAMES = SESSION_COLUMN_NAMES.filter((column) => column !== "summary");

const selected = (columns: readonly string[]) => columns.map((column) => `s."${column}"`).join(", ");

/** The session row by id, with its league's token hash (`leagueTokenHash`, null outside a league). */
export const selectSessionRow = statement(
  `SELECT ${selected(SESSION_COLUMN_NAMES)}, l."tokenHash" AS "leagueTokenHash"
    FROM "GameSession" s LEFT JOIN "League" l ON l."id" = s."leagueId"
    WHERE s."id" = `,
  "",
);

/** The same without the summary: a round write's read (mutations.ts, decision 030). */
export const selectWriteRow = statement(
  `SELECT ${selected(WRITE_COLUMN_NAMES)}, l."tokenHash" AS "leagueTokenHash"
    FROM "GameSession" s LEFT JOIN "League" l ON l."id" = s."leagueId"
    WHERE s."id" = `,
  "",
);

/** A new row written whole (a league import's games, lib/imports/mutations.ts), at version 0 with its result stamped. */
export function insertSessionRow(tx: Sql, s: Omit<SessionRow, "version" | "resultVersion">): Promise<number> {
  return tx.run(sql`
    INSERT INTO "GameSession" ("id", "game", "options", "firstDealer", "tokenHash", "createdAt", "updatedAt", "leagueId",
      "playedAt", "summary", "summaryFormat", "version", "resultVersion")
    VALUES (${s.id}, ${s.game}, ${s.options}, ${s.firstDealer}, ${s.tokenHash}, ${s.createdAt}, ${s.updatedAt},
      ${s.leagueId}, ${s.playedAt}, ${s.summary}, ${s.summaryFormat}, 0, 0)`);
}

/** The columns a scoreboard's cache stamp is made of (lib/front/scoreboard-cache.ts), with its league's name. */
export function selectStampRow(tx: Sql, id: string) {
  return tx.get<Pick<SessionRow, "version" | "updatedAt" | "leagueId" | "tokenHash"> & { leagueName: string | null }>(
    sql`
    SELECT s."version", s."updatedAt", s."leagueId", l."name" AS "leagueName", s."tokenHash"
    FROM "GameSession" s LEFT JOIN "League" l ON l."id" = s."leagueId"
    WHERE s."id" = ${id}`,
  );
}

/**
 * A round write's lock and its new summary: moves `version` on from the value read (`seen`); 0 rows when another
 * write moved it meanwhile. The format is set only when it changes: SQLite rewrites an index entry for every column
 * a statement sets, even to its own value, and the format's index page was one of a round add's nine WAL pages
 * (decision 008, "The format column").
 */
export function lockWithSummary(
  tx: Sql,
  row: { id: string; seen: number; summaryFormat: number },
  set: { version: number; updatedAt: Date; summary: string; summaryFormat: number; resultVersion: number | null },
): Promise<number> {
  return tx.run(
    row.summaryFormat === set.summaryFormat
      ? sql`
        UPDATE "GameSession" SET "version" = ${set.version}, "updatedAt" = ${set.updatedAt}, "summary" = ${set.summary},
          "resultVersion" = ${set.resultVersion}
        WHERE "id" = ${row.id} AND "version" = ${row.seen}`
      : sql`
        UPDATE "GameSession" SET "version" = ${set.version}, "updatedAt" = ${set.updatedAt}, "summary" = ${set.summary},
          "summaryFormat" = ${set.summaryFormat}, "resultVersion" = ${set.resultVersion}
        WHERE "id" = ${row.id} AND "version" = ${row.seen}`,
  );
}

/** Whether the row exists (a refused lock: gone, or moved on by another write). */
export async function sessionExists(tx: Sql, id: string): Promise<boolean> {
  const counted = await tx.get<{ n: number | bigint }>(sql`
    SELECT COUNT(*) AS "n" FROM "GameSession" WHERE "id" = ${id}`);
  return Number(counted?.n ?? 0) > 0;
}

/** Stores a recomputed summary, only at the version it was computed from; updatedAt is kept (no one changed it). */
export function storeSummaryAt(
  tx: Sql,
  row: { id: string; version: number },
  columns: { summary: string; summaryFormat: number },
): Promise<number> {
  return tx.run(sql`
          UPDATE "GameSession" SET "summary" = ${columns.summary}, "summaryFormat" = ${columns.summaryFormat}
          WHERE "id" = ${row.id} AND "version" = ${row.version}`);
}

/** The ids whose summary format is outside `from..to`: from the summaryFormat index alone. */
export async function idsOutsideFormats(tx: Sql, from: number, to: number): Promise<string[]> {
  // `<>` would scan the table on SQLite.
  const rows = await tx.all<{ id: string }>(sql`
    SELECT "id" FROM "GameSession" WHERE "summaryFormat" < ${from} OR "summaryFormat" > ${to}`);
  return rows.map((row) => row.id);
}
