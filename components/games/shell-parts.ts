import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesBoardEngine, NinesEngine, preloadNinesRoundForm } from "../nines/client-parts";
import { ninesUi } from "../nines/module";
import { NinesRound } from "../nines/nines-round";
import { NinetyEightBoardEngine, NinetyEightEngine, preloadNinetyEightRoundForm } from "../ninety-eight/client-parts";
import { ninetyEightUi } from "../ninety-eight/module";
import { NinetyEightRound } from "../ninety-eight/ninety-eight-round";
import { AddingRound } from "../ninety-nine-adding/adding-round";
import { AddingBoardEngine, AddingEngine, preloadAddingRoundForm } from "../ninety-nine-adding/client-parts";
import { ninetyNineAddingUi } from "../ninety-nine-adding/module";
import { preloadTricksRoundForm, TricksBoardEngine, TricksEngine } from "../ninety-nine-tricks/client-parts";
import { ninetyNineTricksUi } from "../ninety-nine-tricks/module";
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

// Every game's client parts for the shell, keyed by the game's UI module's id: complete, so a game without them does not compile
// (docs/adding-a-game.md). Imported by a client component: each part is a `dynamic()` loader, so the shell fetches
// only the game it shows, from the worker's precache when offline.
export const SHELL_PARTS: { readonly [K in GameId]: ShellParts } = {
  [ninesUi.id]: {
    engine: NinesEngine,
    roundCheck: NinesRoundCheck,
    boardEngine: NinesBoardEngine,
    roundForm: NinesRound,
    preloadForm: preloadNinesRoundForm,
  },
  [ninetyNineTricksUi.id]: {
    engine: TricksEngine,
    roundCheck: TricksRoundCheck,
    boardEngine: TricksBoardEngine,
    roundForm: TricksRound,
    preloadForm: preloadTricksRoundForm,
  },
  [ninetyEightUi.id]: {
    engine: NinetyEightEngine,
    roundCheck: NinetyEightRoundCheck,
    boardEngine: NinetyEightBoardEngine,
    roundForm: NinetyEightRound,
    preloadForm: preloadNinetyEightRoundForm,
  },
  [ninetyNineAddingUi.id]: {
    engine: AddingEngine,
    roundCheck: AddingRoundCheck,
    boardEngine: AddingBoardEngine,
    roundForm: AddingRound,
    preloadForm: preloadAddingRoundForm,
  },
};
