import { nameKey } from "../sessions/names";
import type { StoredSummary } from "../sessions/summary-of";
import { type Merges, personKey } from "./names";

// Evenings: when games started and ended, derived from what is stored (no new column, docs/people.md), the games of
// one day, and a game's best and worst round by the game's own sense of a round score.

export interface GameTimes {
  /** When it started (ISO): created, or the day it was played when entered afterwards. */
  start: string;
  /** When the round that finished it was added (ISO); null while it runs. */
  end: string | null;
  /** end − start in ms; null while it runs and for a game entered afterwards (its rounds were typed in later). */
  durationMs: number | null;
}

export function gameTimes(game: {
  createdAt: string;
  /** The day it was played, when entered afterwards. */
  playedAt: string | null;
  finished: boolean;
  /** When each round was added, in round order. */
  roundTimes: readonly string[];
}): GameTimes {
  const end = game.finished ? (game.roundTimes.at(-1) ?? null) : null;
  const start = game.playedAt ?? game.createdAt;
  const durationMs =
    end === null || game.playedAt !== null ? null : Math.max(0, Date.parse(end) - Date.parse(game.createdAt));
  return { start, end, durationMs };
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone (the phone's own when none is given). */
export function localDay(iso: string, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );
}

/** Games grouped by the day they started (`dayOf`: the phone's local day), newest day first, each day in play order. */
export function eveningsOf<G extends { id: string; times: GameTimes }>(
  games: readonly G[],
  dayOf: (iso: string) => string,
): Array<{ day: string; games: G[] }> {
  const days = new Map<string, G[]>();
  for (const game of games) {
    const day = dayOf(game.times.start);
    days.set(day, [...(days.get(day) ?? []), game]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, list]) => ({
      day,
      games: list.sort((a, b) => a.times.start.localeCompare(b.times.start) || a.id.localeCompare(b.id)),
    }));
}

export interface RoundMark {
  /** The player's name. */
  name: string;
  /** The round's number (1 = the first). */
  round: number;
  score: number;
}

/**
 * A game's best and worst single round: the highest and lowest score one player took in one round, read the way the
 * game counts a round (`better`: the engine's `betterRoundScore`). Tie-break rounds count too (their scores are
 * played, only not added). Equal scores: the earlier round, then the earlier seat in the round's scores.
 */
export function bestAndWorstRound(
  summary: Pick<StoredSummary, "rounds">,
  names: Readonly<Record<string, string>>,
  better: "higher" | "lower",
): { best: RoundMark; worst: RoundMark } | null {
  let best: RoundMark | null = null;
  let worst: RoundMark | null = null;
  const beats = (a: number, b: number) => (better === "higher" ? a > b : a < b);
  summary.rounds.forEach((round, index) => {
    for (const [playerId, score] of Object.entries(round.scores)) {
      const mark = { name: names[playerId] ?? "?", round: index + 1, score };
      if (best === null || beats(score, best.score)) best = mark;
      if (worst === null || beats(worst.score, score)) worst = mark;
    }
  });
  return best && worst ? { best, worst } : null;
}

/**
 * Wins per person over an evening's finished games (a shared win for each), most first. Spellings this phone merged
 * count as one person, shown with the spelling they were merged into when it won too (as the person page names them).
 */
export function winTally(
  games: ReadonlyArray<{ finished: boolean; winners: readonly string[] }>,
  merges: Merges = {},
): Array<{ name: string; wins: number }> {
  const tally = new Map<string, { name: string; wins: number }>();
  for (const game of games) {
    if (!game.finished) continue;
    for (const winner of new Set(game.winners)) {
      const key = personKey(winner, merges);
      const row = tally.get(key) ?? { name: winner.trim(), wins: 0 };
      if (nameKey(row.name) !== key && nameKey(winner) === key) row.name = winner.trim();
      row.wins++;
      tally.set(key, row);
    }
  }
  return [...tally.values()].sort((a, b) => b.wins - a.wins || a.name.localeCompare(b.name));
}

/** The time played over these games: the sum of the known durations (games entered afterwards add nothing). */
export function timePlayed(games: ReadonlyArray<{ times: GameTimes }>): number {
  return games.reduce((sum, game) => sum + (game.times.durationMs ?? 0), 0);
}
