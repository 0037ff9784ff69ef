import type { ComponentType } from "react";
import type { Rank } from "@/lib/games/cards";
import type { NoValueCard } from "@/lib/games/running-total/no-value";
import type { Choice, RefereeState, Refusal } from "@/lib/games/running-total/types";
import type { GameId } from "@/lib/games/types";

export type StuckResult = { kind: "out"; state: RefereeState; player: string } | Refusal;

export interface HandOutcomeProps {
  state: RefereeState;
  names: Record<string, string>;
  /** The id the outcome's heading carries: it names the hand-over card. */
  titleId: string;
}

/**
 * The game-specific half of the running-total referee, given by each game's own folder: what "cannot play" does,
 * which round entry a finished hand gives, and how the finished hand is announced. The screen itself is shared.
 */
export interface RunningTotalGame {
  /** Whose texts: the `<id>.referee` messages and the game's violations. */
  id: GameId;
  /** The player to play is stuck (with `hand` only after the check found no legal play): out, or refused. */
  stuck(state: RefereeState, hand?: readonly string[]): StuckResult;
  /** The round entry once the hand is over (`state.turn` is null); null when there is none to send. */
  entryOf(state: RefereeState): Record<string, unknown> | null;
  /** The hand-over card's heading and line: who won the round, or who busted. */
  HandOutcome: ComponentType<HandOutcomeProps>;
}

/** What a key of the rank grid stands for: a rank (suits never change a total), or a card without value (Ring of 99). */
export type CardKey = Rank | NoValueCard;

/** What one tap did, kept beside the state it led to, so the screen can say it and undo it. */
export type HandEvent =
  | {
      kind: "played";
      player: string;
      rank: CardKey;
      choice?: Choice;
      total: number;
      skipped: string | null;
      reversed: boolean;
    }
  /** Out of this hand: eliminated from the round, or busted (which ends the hand), as the game has it. */
  /** `partners`: who left the round with the stuck player (Team Ninety-Eight). */
  | { kind: "out"; player: string; checked: boolean; next: string | null; partners: string[] }
  /** The table corrected whose turn it is. */
  | { kind: "turn"; player: string };

export interface Step {
  state: RefereeState;
  event: HandEvent | null;
}
