import { eliminate, roundEntry } from "@/lib/games/ninety-eight/referee";
import type { RunningTotalGame } from "../running-total/types";
import { RoundWinner } from "./round-winner";

/** Ninety-Eight's half of the shared referee: a stuck player leaves the round; the last one left wins it. */
export const ninetyEightRunningTotal: RunningTotalGame = {
  id: "ninety-eight",
  stuck(state, hand) {
    const result = eliminate(state, hand);
    return result.kind === "refused" ? result : { kind: "out", state: result.state, player: result.player };
  },
  entryOf: roundEntry,
  HandOutcome: RoundWinner,
};
