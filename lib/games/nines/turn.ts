import type { PlayerId } from "../types";
import type { NextTurn, PlayEffect } from "./referee";

// Who moves after a play, for the play check only: the scoreboard's dealer and starter come from the rounds entered
// (rules.ts), never from here. Seats are clockwise; "next" is the next seat in the direction of play.
// Readings (docs/rules/nines.md): a skip (two 9s together with Double Nines, or J with the special cards) passes
// over the next player, so with two players the same player plays again; Q reverses the direction, and with two
// players it works like a skip (as 4 does in the adding game); after an A the next player draws two and then plays.

export function turnAfter(
  turn: { seats: readonly PlayerId[]; player: PlayerId; counterClockwise?: boolean },
  effects: readonly PlayEffect[],
): NextTurn | null {
  const { seats, player } = turn;
  const at = seats.indexOf(player);
  if (at < 0 || seats.length < 2) return null;
  let counterClockwise = turn.counterClockwise === true;
  const seat = (steps: number) => {
    const step = counterClockwise ? -steps : steps;
    return seats[(((at + step) % seats.length) + seats.length) % seats.length]!;
  };
  if (effects.includes("reverse")) {
    counterClockwise = !counterClockwise;
    if (seats.length === 2) return { skipped: seat(1), next: player, counterClockwise };
  }
  if (effects.includes("skip")) return { skipped: seat(1), next: seat(2), counterClockwise };
  return { skipped: null, next: seat(1), counterClockwise };
}
