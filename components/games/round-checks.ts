import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { ninesUi } from "../nines/module";
import { ninetyEightUi } from "../ninety-eight/module";
import { ninetyNineAddingUi } from "../ninety-nine-adding/module";
import { ninetyNineTricksUi } from "../ninety-nine-tricks/module";
import { AddingRoundCheck, NinesRoundCheck, NinetyEightRoundCheck, TricksRoundCheck } from "./round-check-loaders";

// Every game's round check loader (components/<game>/round-check.tsx: the replay and a zod-free check of the entry's
// shape), keyed by the game's UI module's id: complete, so a game without one does not compile. The session pages
// check and replay rounds with it; the whole engine (with zod) is for the set-up checks only. Server-side only.
export const ROUND_CHECKS: { readonly [K in GameId]: ComponentType } = {
  [ninesUi.id]: NinesRoundCheck,
  [ninetyNineTricksUi.id]: TricksRoundCheck,
  [ninetyEightUi.id]: NinetyEightRoundCheck,
  [ninetyNineAddingUi.id]: AddingRoundCheck,
};
