import type { GameId } from "./game-ids";
import { ninesReferee } from "./nines/referee-api";
import { ninetyEightReferee } from "./ninety-eight/referee-api";
import { ninetyNineAddingReferee } from "./ninety-nine-adding/referee-api";
import { ninetyNineTricksReferee } from "./ninety-nine-tricks/referee-api";
import type { GameReferee, GameReferees, RefereeCheck } from "./referee/types";

// Every game's referee checks for the API (issue 25), keyed by each module's own id: complete, so a game forgotten
// here does not compile; a game without a referee says so with `null`. The routes look a check up here and never
// name a game.
export const GAME_REFEREES: GameReferees = {
  [ninesReferee.id]: ninesReferee,
  [ninetyNineTricksReferee.id]: ninetyNineTricksReferee,
  [ninetyEightReferee.id]: ninetyEightReferee,
  [ninetyNineAddingReferee.id]: ninetyNineAddingReferee,
};

// biome-ignore lint/suspicious/noExplicitAny: checks of every game share this lookup.
export function refereeCheck(game: GameId, name: string): RefereeCheck<any, any, any> | null {
  return refereeOf(game)?.checks.find((check) => check.name === name) ?? null;
}

/** A game's referee, or null for a game without one. */
export function refereeOf(game: GameId): GameReferee | null {
  return GAME_REFEREES[game];
}
