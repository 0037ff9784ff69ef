import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesBoardEngine } from "../nines/client-parts";
import { ninesUi } from "../nines/module";
import { NinetyEightBoardEngine } from "../ninety-eight/client-parts";
import { ninetyEightUi } from "../ninety-eight/module";
import { AddingBoardEngine } from "../ninety-nine-adding/client-parts";
import { ninetyNineAddingUi } from "../ninety-nine-adding/module";
import { TricksBoardEngine } from "../ninety-nine-tricks/client-parts";
import { ninetyNineTricksUi } from "../ninety-nine-tricks/module";

// Every game's scoreboard engine loader (components/<game>/board-engine.tsx: the replay without the schemas), keyed
// by the game's UI module's id: complete, so a game without one does not compile. Server-side only.
export const BOARD_ENGINES: { readonly [K in GameId]: ComponentType } = {
  [ninesUi.id]: NinesBoardEngine,
  [ninetyNineTricksUi.id]: TricksBoardEngine,
  [ninetyEightUi.id]: NinetyEightBoardEngine,
  [ninetyNineAddingUi.id]: AddingBoardEngine,
};
