import type { LeagueGame, StandingRow } from "./types";

// A spreadsheet runs a cell that starts with one of these as a formula (a player named =HYPERLINK(...) would be a
// live link). A leading quote makes it text; a number, also a negative one such as a rating of -3.20, stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's text, never a formula (OWASP, "CSV injection"). */
function csvText(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted; quotes doubled; formulas made text. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const field = (value: string | number | null) => {
    const text = csvText(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

export function standingsCsv(rows: readonly StandingRow[]): string {
  return toCsv(
    [
      "rank",
      "name",
      "played",
      "wins",
      "win_rate",
      "average_placement",
      "points",
      "rating_estimate",
      "rating_mu",
      "rating_sigma",
      "provisional",
      "streak",
    ],
    rows.map((r, i) => [
      i + 1,
      r.name,
      r.played,
      r.wins,
      r.winRate.toFixed(3),
      r.averagePlacement.toFixed(2),
      r.points,
      r.ratingEstimate.toFixed(2),
      r.rating.mu.toFixed(2),
      r.rating.sigma.toFixed(2),
      r.provisional ? "yes" : "no",
      r.streak ? `${r.streak.kind}${r.streak.length}` : "",
    ]),
  );
}

/** One line per player per finished game. */
export function gamesCsv(games: readonly LeagueGame[], names: ReadonlyMap<string, string>): string {
  return toCsv(
    ["session_id", "game", "finished_at", "name", "rank", "score"],
    games.flatMap((g) =>
      g.placements.map((p) => [
        g.sessionId,
        g.game,
        g.finishedAt.toISOString(),
        names.get(p.memberId) ?? "?",
        p.rank,
        p.score ?? null,
      ]),
    ),
  );
}
