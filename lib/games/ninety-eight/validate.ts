import { gameFinished, playerProblem } from "../running-total/checks";
import type { Table, Violation } from "../types";
import { violation } from "../violation";
import type { NinetyEightEntry, NinetyEightOptions } from "./options";
import { isFinished, type NinetyEightState, partnerOf, sidesIn, stillIn } from "./state";

/** Set-up rules of the variants (the player count and first dealer are the shared table checks). */
export function variantProblems(table: Table, options: NinetyEightOptions): Violation[] {
  const count = table.players.length;
  const out: Violation[] = [];
  // Ninety-Nine rules fix the limit at 99 (the default 98 becomes 99); another limit (Speed 98's 50) contradicts them.
  if (options.ninetyNineRules && options.limit !== 99) {
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
    const partner = partnerOf(state, id);
    if (problem) out.push(problem);
    else if (seen.has(id)) {
      out.push(violation("duplicate_player", "A player is eliminated at most once per round.", field, { player: id }));
    } else if (partner !== null && seen.has(partner)) {
      // The partner left the round with the player who got stuck; the entry names that player only.
      const message = "Partners leave the round together: enter only the partner who got stuck, once per team.";
      out.push(violation("same_team", message, field, { player: id, partner }));
    }
    seen.add(id);
  });
  if (out.length > 0) return out;
  return state.options.teams ? teamCount(entry, state) : playerCount(entry, playing.length);
}

// "Round entry: the eliminated players in order; exactly all active players but one."
function playerCount(entry: NinetyEightEntry, playing: number): Violation[] {
  const expected = playing - 1;
  const actual = entry.eliminated.length;
  const params = { expected, actual };
  if (actual === 0) {
    const who =
      expected === 1 ? "the eliminated player" : `the ${expected} eliminated players in the order they went out`;
    const message = `Enter ${who}; the last one left wins the round.`;
    return [violation("no_eliminations", message, "eliminated", params)];
  }
  if (actual === playing) {
    const message = "Everyone is listed as eliminated: leave out the last player left, who wins the round.";
    return [violation("all_eliminated", message, "eliminated", params)];
  }
  if (actual !== expected) {
    const message = `${playing} players are still in the game, so a round eliminates exactly ${expected}; ${actual} entered.`;
    return [violation("wrong_count", message, "eliminated", params)];
  }
  return [];
}

// Teams: the round goes on until one team is left, so it eliminates all teams still in but one.
function teamCount(entry: NinetyEightEntry, state: NinetyEightState): Violation[] {
  const teams = sidesIn(state).length;
  const expected = teams - 1;
  const actual = entry.eliminated.length;
  const params = { expected, actual };
  if (actual === 0) {
    const message = `Enter the player who got stuck in each of ${expected} ${expected === 1 ? "team" : "teams"}, in order; the last team left wins the round.`;
    return [violation("team_no_eliminations", message, "eliminated", params)];
  }
  if (actual === teams) {
    const message = "Every team is listed as eliminated: leave out the last team left, which wins the round.";
    return [violation("team_all_eliminated", message, "eliminated", params)];
  }
  if (actual !== expected) {
    const message = `${teams} teams are still in the game, so a round eliminates exactly ${expected}; ${actual} entered.`;
    return [violation("team_wrong_count", message, "eliminated", params)];
  }
  return [];
}
