import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesBoardEngine, NinesEngine } from "../nines/client-parts";
import { NinesRound } from "../nines/nines-round";
import { NinetyEightBoardEngine, NinetyEightEngine } from "../ninety-eight/client-parts";
import { NinetyEightRound } from "../ninety-eight/ninety-eight-round";
import { AddingBoardEngine, AddingEngine } from "../ninety-nine-adding/client-parts";
import { AddingRound } from "../ninety-nine-adding/adding-round";
import { TricksBoardEngine, TricksEngine } from "../ninety-nine-tricks/client-parts";
import { TricksRound } from "../ninety-nine-tricks/tricks-round";
import type { RoundFormProps } from "../rounds/types";

/** What the shell of a game the server has never seen (app/play) needs of a game, all of it client-side. */
export interface ShellParts {
  /** Loads the whole engine (components/<game>/engine.tsx): the options' schema, the round check, the replay. */
  engine: ComponentType;
  /** Loads the replay alone (components/<game>/board-engine.tsx), as the scoreboard does. */
  boardEngine: ComponentType;
  /** The game's round form (the same adapter components/games/registry.ts names as `roundForm`). */
  roundForm: ComponentType<RoundFormProps>;
}

// Every game's client parts for the shell, keyed by game id: complete, so a game without them does not compile
// (docs/adding-a-game.md). Imported by a client component: each part is a `dynamic()` loader, so the shell fetches
// only the game it shows, from the worker's precache when offline.
export const SHELL_PARTS: { readonly [K in GameId]: ShellParts } = {
  nines: { engine: NinesEngine, boardEngine: NinesBoardEngine, roundForm: NinesRound },
  "ninety-nine-tricks": { engine: TricksEngine, boardEngine: TricksBoardEngine, roundForm: TricksRound },
  "ninety-eight": { engine: NinetyEightEngine, boardEngine: NinetyEightBoardEngine, roundForm: NinetyEightRound },
  "ninety-nine-adding": { engine: AddingEngine, boardEngine: AddingBoardEngine, roundForm: AddingRound },
};
