// Rating steps as one multi-row INSERT with the values written into the statement. A full rebuild writes one row
// per member and game (40,000 for a 10,000-game league); through Prisma's createMany, or with one bound parameter
// per value, each row costs about a millisecond of the query engine's time (measured: 1.5 ms a row against 0.06 ms
// for the same rows as literals; docs/decisions/019-fast-pages.md). The values are ids the app wrote, finite
// numbers, booleans and dates, each written as a literal both SQLite and PostgreSQL read the same way.
import type { RatingStep } from "./incremental";

const COLUMNS = [
  "leagueId",
  "sessionId",
  "memberId",
  "finishedAt",
  "rank",
  "rated",
  "played",
  "wins",
  "rankSum",
  "points",
  "mu",
  "sigma",
  "streakWins",
  "streakLength",
] as const;

/** A string as an SQL literal (the standard quoting both databases use; no NUL reaches the store). */
export function textLiteral(value: string): string {
  if (value.includes("\u0000")) throw new Error("A stored id cannot hold a NUL character.");
  return `'${value.replaceAll("'", "''")}'`;
}

/** A number as an SQL literal: JavaScript's shortest round-trip form, which both databases parse exactly back. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
}

/**
 * A date as the text Prisma's SQLite adapter stores (ISO 8601 with "+00:00", so text comparisons order it);
 * PostgreSQL reads the same literal into its timestamp column as UTC (the offset of a zone-less timestamp is dropped).
 */
export function dateLiteral(value: Date): string {
  return `'${value.toISOString().replace("Z", "+00:00")}'`;
}

/** TRUE and FALSE: PostgreSQL's booleans, SQLite's 1 and 0 (keywords since SQLite 3.23). */
const booleanLiteral = (value: boolean) => (value ? "TRUE" : "FALSE");

/** One INSERT statement for `steps` of league `leagueId` (the caller keeps each statement to a few hundred rows). */
export function insertStepsSql(leagueId: string, steps: readonly RatingStep[]): string {
  const league = textLiteral(leagueId);
  const rows = steps.map(
    (s) =>
      `(${league},${textLiteral(s.sessionId)},${textLiteral(s.memberId)},${dateLiteral(s.finishedAt)},${numberLiteral(s.rank)},${booleanLiteral(s.rated)},${numberLiteral(s.played)},${numberLiteral(s.wins)},${numberLiteral(s.rankSum)},${numberLiteral(s.points)},${numberLiteral(s.mu)},${numberLiteral(s.sigma)},${booleanLiteral(s.streakWins)},${numberLiteral(s.streakLength)})`,
  );
  return `INSERT INTO "LeagueRatingStep" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${rows.join(",")}`;
}
