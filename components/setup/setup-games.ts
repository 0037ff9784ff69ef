import type { OptionField } from "@/lib/games/option-fields";
import type { GameId } from "@/lib/games/types";
import { type GameChoice, gameChoices } from "@/lib/sessions/games";
import { GAME_UIS } from "../games/registry";

/** A game on the set-up form: the engine's player counts and defaults, and the UI module's option fields. */
export interface SetupGame extends GameChoice {
  optionFields: readonly OptionField[];
}

// Called by the (server) set-up page: the client form cannot import the registry, which holds server components.
export function setupGames(playable: readonly GameId[]): SetupGame[] {
  return gameChoices(playable).map((choice) => ({ ...choice, optionFields: GAME_UIS[choice.id].optionFields }));
}
