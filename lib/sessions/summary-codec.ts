import { addScores, zeroTotals } from "../games/replay";
import type { PlayerId } from "../games/types";
import type { StoredSummary } from "./summary-of";

// The stored text of a summary (format 2, decision 008, "The stored text"). Format 1 stored every
// round as objects keyed by player id three times over (scores, totals, seats): 16 kB for 50 rounds of three players,
// rewritten into SQLite overflow pages at each submit. Here each round is an array against one list of ids, and the
// running totals are not stored: they are the sums replay makes (lib/games/replay.ts), so decoding makes them again.

type Round = StoredSummary["rounds"][number];
/** [scores in `ids` order (null: no score), tie-break 0 | 1, seats as [round, dealer index, starter index]]. */
type CompactRound = [Array<number | null>, 0 | 1, [number, number, number] | null];
/** Rounds that do not fit the compact form stay objects: decoding tells them apart by shape. */
type EncodedRound = CompactRound | Round;
type Encoded = { ids: PlayerId[] } & Omit<StoredSummary, "rounds"> & { rounds: EncodedRound[] };

export function encodeSummary(summary: StoredSummary): string {
  const ids = Object.keys(summary.rounds.at(-1)?.totals ?? {});
  const index = new Map(ids.map((id, i) => [id, i]));
  let before = zeroTotals(ids);
  const rounds = summary.rounds.map((round) => {
    const compact = compactRound(round, before, ids, index);
    before = round.totals;
    return compact ?? round;
  });
  // `rounds` keeps its place among the keys, so decoding gives back the same text, key order included.
  const encoded: Encoded = { ids, ...summary, rounds };
  return JSON.stringify(encoded);
}

/** Reads format 2's text, and format 1's too (the plain JSON: no ids, every round an object). */
export function decodeSummary(text: string): StoredSummary {
  const { ids = [], ...summary } = JSON.parse(text) as Partial<Pick<Encoded, "ids">> & Omit<Encoded, "ids">;
  let before = zeroTotals(ids);
  summary.rounds = summary.rounds.map((encoded) => {
    const round = Array.isArray(encoded) ? expandRound(encoded, before, ids) : encoded;
    before = round.totals;
    return round;
  });
  return summary as StoredSummary;
}

function expandRound([scored, tiebreak, seats]: CompactRound, before: Round["totals"], ids: readonly PlayerId[]) {
  const scores: Round["scores"] = {};
  scored.forEach((score, i) => {
    if (score !== null) scores[ids[i]!] = score;
  });
  return {
    scores,
    tiebreak: tiebreak === 1,
    // Rulings: a tie-break round's scores are shown but not added (replay keeps the totals before it).
    totals: tiebreak === 1 ? before : addScores(before, scores),
    seats: seats && { round: seats[0], dealer: ids[seats[1]]!, starter: ids[seats[2]]! },
  };
}

/** The compact form of `round`, or null when decoding it would not give back exactly the same JSON. */
function compactRound(
  round: Round,
  before: Round["totals"],
  ids: readonly PlayerId[],
  index: ReadonlyMap<PlayerId, number>,
): CompactRound | null {
  if (!keysAre(round, ["scores", "tiebreak", "totals", "seats"]) || typeof round.tiebreak !== "boolean") return null;
  const scored: Array<number | null> = ids.map(() => null);
  let last = -1;
  for (const [id, score] of Object.entries(round.scores)) {
    const at = index.get(id);
    // Decoding lists the scores in `ids` order: any other order (or an unknown id) would come back different.
    if (at === undefined || at <= last || !Number.isFinite(score)) return null;
    scored[at] = score;
    last = at;
  }
  const expected = round.tiebreak ? before : addScores(before, round.scores);
  if (!sameNumbers(round.totals, expected)) return null;
  const { seats } = round;
  if (seats === null) return [scored, round.tiebreak ? 1 : 0, null];
  const dealer = index.get(seats.dealer);
  const starter = index.get(seats.starter);
  if (dealer === undefined || starter === undefined || !keysAre(seats, ["round", "dealer", "starter"])) return null;
  if (!Number.isFinite(seats.round)) return null;
  return [scored, round.tiebreak ? 1 : 0, [seats.round, dealer, starter]];
}

function keysAre(value: object, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && own.every((key, i) => key === keys[i]);
}

/** The same keys in the same order with the same values. */
function sameNumbers(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keysAre(b, keys) && keys.every((key) => a[key] === b[key]);
}
