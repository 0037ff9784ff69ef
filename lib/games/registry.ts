import { GAME_IDS } from "./game-ids";
import { nines } from "./nines/rules";
import { ninetyEight } from "./ninety-eight/rules";
import { ninetyNineAdding } from "./ninety-nine-adding/rules";
import { ninetyNineTricks } from "./ninety-nine-tricks/rules";
import type { AnyGame, GameEngines, GameId } from "./types";

// Keyed by each engine's own id: complete, so a game without an engine does not compile (docs/adding-a-game.md).
// Exported for the toy game's fixture (tests/fixtures/toy-game/); the app reads an engine through getGame.
export const GAMES = {
  [nines.id]: nines,
  [ninetyNineTricks.id]: ninetyNineTricks,
  [ninetyEight.id]: ninetyEight,
  [ninetyNineAdding.id]: ninetyNineAdding,
} satisfies GameEngines;

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The engine of a game id; null for anything else (also "constructor" and other object keys). */
export function getGame(id: string): AnyGame | null {
  return isGameId(id) ? (GAMES[id] as AnyGame) : null;
}
