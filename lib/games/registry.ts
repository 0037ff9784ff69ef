import { nines } from "./nines/rules";
import type { AnyGame, GameId } from "./types";
import { GAME_IDS } from "./types";

/** Games whose engine has landed; the others are listed as "coming soon". */
const GAMES: Partial<Record<GameId, AnyGame>> = {
  nines,
};

export function getGame(id: string): AnyGame | null {
  return (GAMES as Record<string, AnyGame | undefined>)[id] ?? null;
}

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

export function availableGames(): GameId[] {
  return GAME_IDS.filter((id) => GAMES[id] !== undefined);
}
