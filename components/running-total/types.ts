import type { Rank } from "@/lib/games/cards";
import type { Choice, RefereeState } from "@/lib/games/running-total/types";

/** The two games that share the running-total referee. */
export type RunningTotalGame = "ninety-eight" | "ninety-nine-adding";

/** What one tap did, kept beside the state it led to, so the screen can say it and undo it. */
export type HandEvent =
  | {
      kind: "played";
      player: string;
      rank: Rank;
      choice?: Choice;
      total: number;
      skipped: string | null;
      reversed: boolean;
    }
  /** Ninety-Eight: eliminated from the round; adding game: busted (which ends the hand). */
  | { kind: "out"; player: string; checked: boolean; next: string | null }
  /** The table corrected whose turn it is. */
  | { kind: "turn"; player: string };

export interface Step {
  state: RefereeState;
  event: HandEvent | null;
}
