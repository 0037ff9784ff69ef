import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";
import { NinetyEightRoundSummary } from "../ninety-eight/round-summary";
import { AddingRoundSummary } from "../ninety-nine-adding/round-summary";
import { TricksRoundSummary } from "../ninety-nine-tricks/round-summary";

/** A game's explanation of the last scored round (e.g. who made their bid and which bonus), on the scoreboard. */
export const ROUND_SUMMARIES: Partial<Record<GameId, ComponentType<{ session: SessionView }>>> = {
  "ninety-eight": NinetyEightRoundSummary,
  "ninety-nine-adding": AddingRoundSummary,
  "ninety-nine-tricks": TricksRoundSummary,
};
