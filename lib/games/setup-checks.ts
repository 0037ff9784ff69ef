// Set-up checks every game shares: the player count from the game's own limits, and a first dealer at the table.
import type { Game, Table, Violation } from "./types";
import { violation } from "./violation";

type Limits = Pick<Game<unknown, unknown, unknown>, "minPlayers" | "maxPlayers">;

/**
 * `name` is the game as the English message names it; `note` says why the limits are what they are
 * (e.g. "more than 5 need a second deck or 3-card hands").
 */
export function playerCountProblem(limits: Limits, count: number, name: string, note?: string): Violation | null {
  const { minPlayers: min, maxPlayers: max } = limits;
  if (count >= min && count <= max) return null;
  const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
  const why = note ? ` (${note})` : "";
  return violation("player_count", `${name} is played by ${range} players${why}, not ${count}.`, "players", {
    min,
    max,
    count,
  });
}

/** The first dealer is a seat at this table; any other number would make the dealer and the starter disagree. */
export function firstDealerProblem(table: Table): Violation | null {
  const { firstDealer, players } = table;
  // With nobody seated there is no seat to name; the player count is the problem then.
  if (players.length === 0) return null;
  if (Number.isInteger(firstDealer) && firstDealer >= 0 && firstDealer < players.length) return null;
  const max = players.length - 1;
  return violation(
    "first_dealer",
    `The first dealer must be a seat from 0 to ${max}, not ${firstDealer}.`,
    "firstDealer",
    {
      min: 0,
      max,
      value: firstDealer,
    },
  );
}

/** Both checks, in the order the API lists them. */
export function tableProblems(limits: Limits, table: Table, name: string, note?: string): Violation[] {
  return [playerCountProblem(limits, table.players.length, name, note), firstDealerProblem(table)].filter(
    (problem): problem is Violation => problem !== null,
  );
}
