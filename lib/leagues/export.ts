import { toCsv } from "../csv";
import type { LeagueGame, StandingRow } from "./types";

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
