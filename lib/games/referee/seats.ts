import type { PlayerId } from "../types";

// Apart from parts.ts on purpose: the referee pages import this in the browser, and parts.ts carries the API's zod
// schemas (a first-load chunk of about 30 kB for a page that needs none of them).

/** The players taking part in the next round, clockwise (seat order), as the referee pages seat them. */
export function seatsInRound(
  players: readonly { id: PlayerId; seat: number }[],
  participants: readonly PlayerId[],
): PlayerId[] {
  const inRound = participants.length > 0 ? participants : players.map((p) => p.id);
  return [...players]
    .filter((p) => inRound.includes(p.id))
    .sort((a, b) => a.seat - b.seat)
    .map((p) => p.id);
}
