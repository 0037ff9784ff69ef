import { ninesUi } from "../nines/module";
import { ninetyEightUi } from "../ninety-eight/module";
import { ninetyNineAddingUi } from "../ninety-nine-adding/module";
import { ninetyNineTricksUi } from "../ninety-nine-tricks/module";
import type { GameUis } from "./types";

// Every game's UI, keyed by the module's own id: complete, so a game without a module does not compile.
// Server-side only (round summaries are server components); a client form gets what it needs as props.
export const GAME_UIS: GameUis = {
  [ninesUi.id]: ninesUi,
  [ninetyNineTricksUi.id]: ninetyNineTricksUi,
  [ninetyEightUi.id]: ninetyEightUi,
  [ninetyNineAddingUi.id]: ninetyNineAddingUi,
};
