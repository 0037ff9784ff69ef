import type { z } from "zod";
import { GAME_IDS } from "../games/game-ids";
import { getGame } from "../games/registry";
import type { GameId } from "../games/types";

/**
 * Each game's options as create takes them (input: the schemas fill in defaults on the way in). One instance per
 * game, so the document's `<game>-options` component is referenced (not copied) wherever options are taken.
 */
export const OPTION_SCHEMAS = Object.fromEntries(
  GAME_IDS.map((game) => [game, getGame(game)!.optionsSchema.meta({ unusedIO: "input" })]),
) as Record<GameId, z.ZodType>;
