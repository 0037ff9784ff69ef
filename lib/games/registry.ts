import { GAME_IDS } from "./game-ids";
import { nines } from "./nines/rules";
import { ninetyEight } from "./ninety-eight/rules";
import { ninetyNineAdding } from "./ninety-nine-adding/rules";
import { ninetyNineTricks } from "./ninety-nine-tricks/rules";
import type { AnyGame, GameId } from "./types";

const GAMES: Record<GameId, AnyGame> = {
  nines,
  "ninety-nine-tricks": ninetyNineTricks,
  "ninety-eight": ninetyEight,
  "ninety-nine-adding": ninetyNineAdding,
};

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The engine of a game id; null for anything else (also "constructor" and other object keys). */
export function getGame(id: string): AnyGame | null {
  return isGameId(id) ? GAMES[id] : null;
}
