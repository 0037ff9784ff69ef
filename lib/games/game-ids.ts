// The registered games' ids, as the API names them (rulings README). The registry maps each to its engine.
export const GAME_IDS = ["nines", "ninety-nine-tricks", "ninety-eight", "ninety-nine-adding"] as const;
export type GameId = (typeof GAME_IDS)[number];
