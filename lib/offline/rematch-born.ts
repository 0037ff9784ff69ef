import type { SessionView } from "../sessions/types";
import type { BornGame } from "./born-games";

// A rematch started on the phone (issue 27): the same game, players (same seats), rules and league as the finished
// one, the next player dealing first, as the server's rematch makes it (lib/table/mutations.ts rematch), under ids
// the phone chose, so it can be played at once with or without the server and reach it later under the same link.

type Finished = Pick<SessionView, "id" | "game" | "players" | "options" | "firstDealer" | "leagueId">;

/** Pure: the rematch of `game` as a game kept on the phone; `newId` gives each id (the game's, then each seat's). */
export function rematchBorn(game: Finished, newId: () => string, token: string, now: string): BornGame {
  const seated = [...game.players].sort((a, b) => a.seat - b.seat);
  return {
    id: newId(),
    token,
    createdAt: now,
    rematchOf: game.id,
    create: {
      game: game.game,
      players: seated.map((p) => p.name),
      playerIds: seated.map(() => newId()),
      options: game.options as Record<string, unknown>,
      firstDealer: (game.firstDealer + 1) % seated.length,
      ...(game.leagueId ? { leagueId: game.leagueId } : {}),
    },
  };
}
