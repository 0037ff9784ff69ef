import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesBoardEngine, NinesEngine, preloadNinesRoundForm } from "../nines/client-parts";
import { NINES_ID } from "../nines/game-id";
import { NinesRound } from "../nines/nines-round";
import { NinetyEightBoardEngine, NinetyEightEngine, preloadNinetyEightRoundForm } from "../ninety-eight/client-parts";
import { NINETY_EIGHT_ID } from "../ninety-eight/game-id";
import { NinetyEightRound } from "../ninety-eight/ninety-eight-round";
import { AddingRound } from "../ninety-nine-adding/adding-round";
import { AddingBoardEngine, AddingEngine, preloadAddingRoundForm } from "../ninety-nine-adding/client-parts";
import { ADDING_ID } from "../ninety-nine-adding/game-id";
import { preloadTricksRoundForm, TricksBoardEngine, TricksEngine } from "../ninety-nine-tricks/client-parts";
import { TRICKS_ID } from "../ninety-nine-tricks/game-id";
import { TricksRound } from "../ninety-nine-tricks/tricks-round";
import type { RoundFormProps } from "../rounds/types";
import { AddingRoundCheck, NinesRoundCheck, NinetyEightRoundCheck, TricksRoundCheck } from "./round-check-loaders";

/**
 * What the shell of a game the server has never seen (app/play) and the scoreboard's round form in place
 * (components/scoreboard/round-in-place.tsx) need of a game, all of it client-side.
 */
export interface ShellParts {
  /** Loads the whole engine (components/<game>/engine.tsx): the options' schema, read for the store's start. */
  engine: ComponentType;
  /** Loads the round check (components/<game>/round-check.tsx), as the session pages do: what the form checks with. */
  roundCheck: ComponentType;
  /** Loads the replay alone (components/<game>/board-engine.tsx), as the scoreboard does. */
  boardEngine: ComponentType;
  /** The game's round form (the same adapter components/games/registry.ts names as `roundForm`). */
  roundForm: ComponentType<RoundFormProps>;
  /** Fetches the round form's code now (the scoreboard, before "Enter round" opens it in place). */
  preloadForm: () => Promise<unknown>;
}

// Every game's client parts for the shell, keyed by the game's id (components/<game>/game-id.ts, not through its UI module, components/<game>/module.ts:
// that carries the options' zod schema, 31 kB gzip, which the scoreboard would then fetch with the form): complete, so a game without them does not compile
// (docs/adding-a-game.md). Imported by a client component: each part is a `dynamic()` loader, so the shell fetches
// only the game it shows, from the worker's precache when offline.
export const SHELL_PARTS: { readonly [K in GameId]: ShellParts } = {
  [NINES_ID]: {
    engine: NinesEngine,
    roundCheck: NinesRoundCheck,
    boardEngine: NinesBoardEngine,
    roundForm: NinesRound,
    preloadForm: preloadNinesRoundForm,
  },
  [TRICKS_ID]: {
    engine: TricksEngine,
    roundCheck: TricksRoundCheck,
    boardEngine: TricksBoardEngine,
    roundForm: TricksRound,
    preloadForm: preloadTricksRoundForm,
  },
  [NINETY_EIGHT_ID]: {
    engine: NinetyEightEngine,
    roundCheck: NinetyEightRoundCheck,
    boardEngine: NinetyEightBoardEngine,
    roundForm: NinetyEightRound,
    preloadForm: preloadNinetyEightRoundForm,
  },
  [ADDING_ID]: {
    engine: AddingEngine,
    roundCheck: AddingRoundCheck,
    boardEngine: AddingBoardEngine,
    roundForm: AddingRound,
    preloadForm: preloadAddingRoundForm,
  },
};
