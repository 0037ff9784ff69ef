import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import { NinesRound } from "../nines/nines-round";
import { NinetyEightRound } from "../ninety-eight/ninety-eight-round";
import { AddingRound } from "../ninety-nine-adding/adding-round";
import { TricksRound } from "../ninety-nine-tricks/tricks-round";
import type { RoundFormProps } from "./types";

/** Each game's round-entry form. A game without one is "coming soon" on the set-up page. */
export const ROUND_FORMS: Partial<Record<GameId, ComponentType<RoundFormProps>>> = {
  nines: NinesRound,
  "ninety-eight": NinetyEightRound,
  "ninety-nine-adding": AddingRound,
  "ninety-nine-tricks": TricksRound,
};

export const PLAYABLE_GAMES = Object.keys(ROUND_FORMS) as GameId[];
