import { gameFinished, playerProblem } from "../running-total/checks";
import type { Violation } from "../types";
import type { NinetyNineAddingEntry } from "./options";
import { isFinished, type NinetyNineAddingState, stillIn } from "./state";

/** "Round entry: who busted (exactly one active player)." */
export function validateEntry(entry: NinetyNineAddingEntry, state: NinetyNineAddingState): Violation[] {
  if (isFinished(state)) return [gameFinished()];
  const problem = playerProblem(state.table, stillIn(state), entry.bust, "bust");
  return problem ? [problem] : [];
}
