import { GAME_IDS, type GameId } from "../games/game-ids";
import { getGame } from "../games/registry";

// What the set-up form needs to know about each game, derived from the engines (no second copy of the rules).
export interface GameChoice {
  id: GameId;
  available: boolean;
  minPlayers: number;
  maxPlayers: number;
  defaults: Record<string, unknown>;
}

export function gameChoices(playable: readonly GameId[]): GameChoice[] {
  return GAME_IDS.map((id) => {
    const game = getGame(id);
    if (!game || !playable.includes(id)) return { id, available: false, minPlayers: 2, maxPlayers: 6, defaults: {} };
    return {
      id,
      available: true,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      defaults: game.optionsSchema.parse({}) as Record<string, unknown>,
    };
  });
}
