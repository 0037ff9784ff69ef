import type { ComponentType } from "react";
import type { GameId } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";
import { NinesPlayCheck } from "../nines/play-check";
import { NinetyEightReferee } from "../ninety-eight/ninety-eight-referee";
import { AddingReferee } from "../ninety-nine-adding/adding-referee";
import { TricksReferee } from "../ninety-nine-tricks/referee";

export interface RefereeProps {
  session: SessionView;
  /** This phone may change the session (e.g. send a confirmed bust to the scoreboard). */
  editable: boolean;
}

/** Each game's referee screen (play checks, running totals, trick winners), at /sessions/<id>/referee. */
export const REFEREES: Partial<Record<GameId, ComponentType<RefereeProps>>> = {
  nines: NinesPlayCheck,
  "ninety-eight": NinetyEightReferee,
  "ninety-nine-adding": AddingReferee,
  "ninety-nine-tricks": TricksReferee,
};
