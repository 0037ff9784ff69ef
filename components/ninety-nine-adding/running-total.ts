import { bust } from "@/lib/games/ninety-nine-adding/referee";
import type { RunningTotalGame } from "../running-total/types";
import { HandBusted } from "./hand-busted";

/** The adding game's half of the shared referee: a stuck player busts, which ends the hand. */
export const ninetyNineAddingRunningTotal: RunningTotalGame = {
  id: "ninety-nine-adding",
  stuck(state, hand) {
    const result = bust(state, hand);
    return result.kind === "refused" ? result : { kind: "out", state: result.state, player: result.player };
  },
  entryOf(state) {
    const buster = state.eliminated[0];
    return state.turn !== null || buster === undefined ? null : { bust: buster };
  },
  HandOutcome: HandBusted,
};
