import type { PlayerId } from "./types";

/**
 * Standard competition ranking (1, 1, 3): a player's rank is 1 + the number of players strictly better.
 * `compare(a, b) < 0` means a is better than b.
 */
export function competitionRanks<T>(items: readonly T[], compare: (a: T, b: T) => number): number[] {
  return items.map((item) => 1 + items.filter((other) => compare(other, item) < 0).length);
}

/** Items sorted best first, each with its competition rank; order among equals follows the input (seat order). */
export function ranked<T>(items: readonly T[], compare: (a: T, b: T) => number): Array<{ item: T; rank: number }> {
  const ranks = competitionRanks(items, compare);
  return items
    .map((item, index) => ({ item, rank: ranks[index] ?? 1, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item, rank }) => ({ item, rank }));
}

/** The next seat clockwise after `from` whose player passes `eligible`; `from` itself comes last. */
export function nextSeat(players: readonly PlayerId[], from: number, eligible: (id: PlayerId) => boolean): number {
  for (let step = 1; step <= players.length; step++) {
    const seat = (from + step) % players.length;
    const id = players[seat];
    if (id !== undefined && eligible(id)) return seat;
  }
  return from;
}
