// Team Ninety-Eight (sheet 003, "Spielerpaare teilen sich Leben; scheidet ein Teammitglied aus, scheiden beide
// aus"). The sheet does not say who partners whom; at a card table partners sit opposite each other, so the
// seat order chosen at set-up picks the pairs: seat i plays with seat i + n/2 (4 players: 1st & 3rd, 2nd & 4th;
// 6 players: 1st & 4th, 2nd & 5th, 3rd & 6th).
import type { PlayerId } from "../types";

/** The teams of two, partners opposite each other; the first seats' teams first. Empty for an odd count. */
export function teamsOf(players: readonly PlayerId[]): PlayerId[][] {
  if (players.length % 2 !== 0) return [];
  const half = players.length / 2;
  return players.slice(0, half).map((id, seat) => [id, players[seat + half]!]);
}

/** What scores together: the teams of two with `teams` on, else every player alone. */
export function sidesOf(players: readonly PlayerId[], teams: boolean): PlayerId[][] {
  return teams ? teamsOf(players) : players.map((id) => [id]);
}

/** The side `id` plays on (just `[id]` when no side holds it). */
export function sideOf(sides: readonly (readonly PlayerId[])[], id: PlayerId): readonly PlayerId[] {
  return sides.find((side) => side.includes(id)) ?? [id];
}

/** Who left the round, in order: each player entered as stuck, with teams their partner right after. */
export function leftTheRound(eliminated: readonly PlayerId[], sides: readonly (readonly PlayerId[])[]): PlayerId[] {
  return eliminated.flatMap((id) => [id, ...sideOf(sides, id).filter((other) => other !== id)]);
}
