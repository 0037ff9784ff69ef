import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesRound } from "../nines/nines-round";
import type { RoundFormProps } from "./types";

/** Each game's round-entry form. A game without one is "coming soon" on the set-up page. */
export const ROUND_FORMS: Partial<Record<GameId, ComponentType<RoundFormProps>>> = {
  nines: NinesRound,
};

export const PLAYABLE_GAMES = Object.keys(ROUND_FORMS) as GameId[];
