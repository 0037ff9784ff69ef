import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { ninesSummary } from "../nines/client-parts";
import { ninetyEightSummary } from "../ninety-eight/client-parts";
import { addingSummary } from "../ninety-nine-adding/client-parts";
import { tricksSummary } from "../ninety-nine-tricks/client-parts";
import type { RoundSummaryProps } from "./types";

// Each game's explanation of its last round, for the browser (the server takes it from GAME_UIS): loaded on demand, so
// a round form downloads only its own game's, and only once it is idle (components/scoreboard/instant-scoreboard.tsx).
export const SUMMARY_LOADERS: Record<GameId, (() => Promise<ComponentType<RoundSummaryProps>>) | null> = {
  [ninesSummary.id]: ninesSummary.load,
  [ninetyEightSummary.id]: ninetyEightSummary.load,
  [tricksSummary.id]: tricksSummary.load,
  [addingSummary.id]: addingSummary.load,
};
