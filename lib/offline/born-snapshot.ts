import type { AnyGame } from "../games/types";
import type { BornGame } from "./born-games";
import type { SessionSnapshot } from "./types";

/**
 * Pure: the store's starting point for a game the server has never seen (app/play): version 0, no rounds, the
 * players with the ids and seats the phone chose, the options read through the game's schema (its defaults filled
 * in, as the server stores them). `today` is the day it is played when the set-up named none (YYYY-MM-DD).
 */
export function bornSnapshot(born: BornGame, engine: AnyGame, today: string): SessionSnapshot {
  const { create } = born;
  return {
    sessionId: born.id,
    game: create.game,
    options: engine.optionsSchema.parse(create.options ?? {}) as Record<string, unknown>,
    firstDealer: create.firstDealer,
    players: create.players.map((name, seat) => ({ id: create.playerIds[seat]!, name, seat })),
    entries: [],
    times: [],
    version: 0,
    createdAt: born.createdAt,
    updatedAt: born.createdAt,
    leagueId: create.leagueId ?? null,
    playedOn: create.playedOn ?? today,
  };
}
