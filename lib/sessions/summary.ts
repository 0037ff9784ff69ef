import { getGame } from "../games/registry";
import type { Replay } from "../games/replay";
import type { AnyGame, Table } from "../games/types";
import { decodeSummary, encodeSummary } from "./summary-codec";
import { optionsFor, type StoredSummary, summarize } from "./summary-of";

/** A session as read from the database (see data.ts); `summary` and `summaryFormat` when the read selects them. */
export interface SessionRecord {
  id: string;
  game: string;
  options: string;
  firstDealer: number;
  leagueId: string | null;
  playedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  players: Array<{ id: string; name: string; seat: number }>;
  rounds: Array<{ number: number; entry: string; createdAt: Date; updatedAt: Date }>;
  summary?: string | null;
  summaryFormat?: number;
  /** The last history seq (GameSession.version): the session's version in events and the API. */
  version?: number;
}

export function tableOf(record: Pick<SessionRecord, "players" | "firstDealer">): Table {
  const players = [...record.players].sort((a, b) => a.seat - b.seat).map((p) => p.id);
  return { players, firstDealer: record.firstDealer };
}

export function gameOf(record: Pick<SessionRecord, "game">): AnyGame {
  const game = getGame(record.game);
  if (!game) throw new Error(`Session uses unknown game "${record.game}".`);
  return game;
}

/**
 * The format of the stored summary. Bump it whenever the same entries would derive something different: a change to
 * an engine's scoring or summary, to an options schema's defaults, or to the shape below; then also raise
 * READ_SINCE_FORMAT to it. Every stored copy written in a format outside READ_SINCE_FORMAT..SUMMARY_FORMAT is then
 * recomputed (at start-up, and on read until then). The fingerprint test in summary.test.ts fails when the engines'
 * output changes and this number did not. Format 2: the same summary in a compact stored text (summary-codec.ts).
 */
export const SUMMARY_FORMAT = 2;

/**
 * The oldest format whose stored copies are read as they are: the formats from it to SUMMARY_FORMAT derive the same
 * summaries and differ only in their stored text, which summary-codec.ts reads in every such form (format 1's text is
 * the plain JSON: rounds as objects, no ids). So a format that only changes the text costs no start-up pass over every
 * session: old copies are read as they are and written in the new text at their next round write.
 */
export const READ_SINCE_FORMAT = 1;

export type { StoredSummary } from "./summary-of";

export type SummarySource = Pick<SessionRecord, "game" | "options" | "firstDealer" | "players"> & {
  rounds: ReadonlyArray<{ number: number; entry: string }>;
};

/** The options as the game reads them now; a stored value the schema refuses is kept as it is (shown, not lost). */
export function effectiveOptions(source: Pick<SessionRecord, "game" | "options">): Record<string, unknown> {
  return optionsFor(gameOf(source), JSON.parse(source.options) as unknown);
}

/** The round entries in play order. */
export function entriesOf(source: Pick<SummarySource, "rounds">): unknown[] {
  return [...source.rounds].sort((a, b) => a.number - b.number).map((round) => JSON.parse(round.entry) as unknown);
}

/**
 * The full recomputation: replays every entry. A caller that has just replayed exactly these entries with
 * `effectiveOptions` (a round write) passes that replay instead of paying for a second one.
 */
export function computeSummary(source: SummarySource, replayed?: Replay): StoredSummary {
  // Parsed only when replayed here: a round write hands its own replay in.
  return summarize(gameOf(source), tableOf(source), effectiveOptions(source), () => entriesOf(source), replayed);
}

/** The columns that store a summary (written together, always from `computeSummary`). */
export function summaryColumns(summary: StoredSummary): { summary: string; summaryFormat: number } {
  return { summary: encodeSummary(summary), summaryFormat: SUMMARY_FORMAT };
}

/** The stored summary when it is usable: present and written in a format read as it is; null means recompute. */
export function storedSummary(record: { summary?: string | null; summaryFormat?: number }): StoredSummary | null {
  const format = record.summaryFormat ?? 0;
  if (!record.summary || format < READ_SINCE_FORMAT || format > SUMMARY_FORMAT) return null;
  return decodeSummary(record.summary);
}
