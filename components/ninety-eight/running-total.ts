import { eliminate, roundEntry } from "@/lib/games/ninety-eight/referee";
import type { RunningTotalGame } from "../running-total/types";
import { RoundWinner } from "./round-winner";

/**
 * Ninety-Eight's half of the shared referee: a stuck player leaves the round (with teams, their partner too);
 * the last one (or the last team) left wins it. `sides` are the teams of two, or every player alone.
 */
export function ninetyEightRunningTotal(sides: readonly (readonly string[])[]): RunningTotalGame {
  return {
    id: "ninety-eight",
    stuck(state, hand) {
      const result = eliminate(state, hand, sides);
      return result.kind === "refused" ? result : { kind: "out", state: result.state, player: result.player };
    },
    entryOf: (state) => roundEntry(state, sides),
    HandOutcome: RoundWinner,
  };
}
