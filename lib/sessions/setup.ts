import type { AnyGame, Violation } from "../games/types";
import { type CreateSessionInput, nameKey } from "./schema";

// Pure: a new game's table checked against its game, on the server (mutations.ts) and on a phone that starts a game
// without a network (lib/offline/born-games.ts), so both refuse the same set-ups with the same words.

/** Names twice at one table, a day in the future, and the game's own table checks (player count, first dealer). */
export function setupViolations(game: AnyGame, input: CreateSessionInput, options: unknown): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  input.players.forEach((name, seat) => {
    if (seen.has(nameKey(name))) {
      out.push({
        code: "duplicate_name",
        message: `"${name.trim()}" is listed twice; names in one session must differ.`,
        field: `players.${seat}`,
      });
    }
    seen.add(nameKey(name));
  });
  // Player count and first dealer: every game's validateSetup runs the shared table checks (lib/games/setup-checks.ts).
  const table = { players: input.players.map((_, seat) => String(seat)), firstDealer: input.firstDealer ?? 0 };
  if (input.playedOn && input.playedOn > new Date().toISOString().slice(0, 10)) {
    out.push({ code: "played_in_future", message: "A game cannot be played on a future day.", field: "playedOn" });
  }
  return [...game.validateSetup(table, options), ...out];
}
