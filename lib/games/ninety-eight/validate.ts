import { gameFinished, playerProblem } from "../running-total/checks";
import type { Table, Violation } from "../types";
import { violation } from "../violation";
import type { NinetyEightEntry, NinetyEightOptions } from "./options";
import { isFinished, type NinetyEightState, stillIn } from "./state";

/** Set-up rules of the variants (the player count and first dealer are the shared table checks). */
export function variantProblems(table: Table, options: NinetyEightOptions): Violation[] {
  const count = table.players.length;
  const out: Violation[] = [];
  // Ninety-Nine rules fix the limit at 99; an explicit other limit (Speed 98's 50) contradicts them.
  if (options.ninetyNineRules && options.limit !== 98 && options.limit !== 99) {
    const message = `Ninety-Nine rules play to 99; leave the limit at 98 (or 99), not ${options.limit}.`;
    out.push(violation("option_conflict", message, "limit", { limit: options.limit }));
  }
  // "Spielerpaare teilen sich Leben": teams are pairs, and a game needs at least two of them.
  if (options.teams && (count < 4 || count % 2 !== 0)) {
    const message = `Team Ninety-Eight is played in pairs: 4, 6 or 8 players, not ${count}.`;
    out.push(violation("team_count", message, "players", { count }));
  }
  return out;
}

export function validateEntry(entry: NinetyEightEntry, state: NinetyEightState): Violation[] {
  if (isFinished(state)) return [gameFinished()];
  const playing = stillIn(state);
  const out: Violation[] = [];
  const seen = new Set<string>();
  entry.eliminated.forEach((id, index) => {
    const field = `eliminated.${index}`;
    const problem = playerProblem(state.table, playing, id, field);
    if (problem) out.push(problem);
    else if (seen.has(id)) {
      out.push(violation("duplicate_player", "A player is eliminated at most once per round.", field, { player: id }));
    }
    seen.add(id);
  });
  if (out.length > 0) return out;

  // "Round entry: the eliminated players in order; exactly all active players but one."
  const expected = playing.length - 1;
  const actual = entry.eliminated.length;
  const params = { expected, actual };
  if (actual === 0) {
    const who =
      expected === 1 ? "the eliminated player" : `the ${expected} eliminated players in the order they went out`;
    const message = `Enter ${who}; the last one left wins the round.`;
    return [violation("no_eliminations", message, "eliminated", params)];
  }
  if (actual === playing.length) {
    const message = "Everyone is listed as eliminated: leave out the last player left, who wins the round.";
    return [violation("all_eliminated", message, "eliminated", params)];
  }
  if (actual !== expected) {
    const message = `${playing.length} players are still in the game, so a round eliminates exactly ${expected}; ${actual} entered.`;
    return [violation("wrong_count", message, "eliminated", params)];
  }
  return [];
}
