import { statement } from "../sql/types";

// The GameSession row as the session's plain statements read it: its columns written once, here, with the type each
// comes back as (lib/sql/types.ts: dates as Date, Int as number). The row type is derived from this list, and
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
