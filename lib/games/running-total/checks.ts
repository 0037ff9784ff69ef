// Entry and set-up checks both survival games share.
import type { PlayerId, Table, Violation } from "../types";
import { violation } from "../violation";

export const gameFinished = (): Violation =>
  violation("game_finished", "The game is over; no more rounds can be added.");

/** Whether `id` may be named in this round: someone at the table who is still in the game. */
export function playerProblem(table: Table, stillIn: readonly PlayerId[], id: string, field: string): Violation | null {
  if (!table.players.includes(id)) {
    return violation("unknown_player", `No player with id "${id}" sits at this table.`, field, { player: id });
  }
  if (!stillIn.includes(id)) {
    return violation("player_out", "This player is already out of the game; only players still in take part.", field, {
      player: id,
    });
  }
  return null;
}
