import { firstDealerProblem, gameFinished, playerProblem } from "../running-total/checks";
import type { Table, Violation } from "../types";
import { violation } from "../violation";
import type { NinetyNineAddingEntry } from "./options";
import { isFinished, type NinetyNineAddingState, stillIn } from "./state";

export function validateSetup(table: Table): Violation[] {
  const out: Violation[] = [];
  const count = table.players.length;
  if (count < 2 || count > 5) {
    const message = `Ninety-Nine is played by 2 to 5 players (some tables add a second deck at 5), not ${count}.`;
    out.push(violation("player_count", message, "players", { min: 2, max: 5 }));
  }
  const dealer = firstDealerProblem(table);
  if (dealer) out.push(dealer);
  return out;
}

/** "Round entry: who busted (exactly one active player)." */
export function validateEntry(entry: NinetyNineAddingEntry, state: NinetyNineAddingState): Violation[] {
  if (isFinished(state)) return [gameFinished()];
  const problem = playerProblem(state.table, stillIn(state), entry.bust, "bust");
  return problem ? [problem] : [];
}
