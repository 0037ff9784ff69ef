import type { NextRound } from "../games/types";
import type { SessionView } from "./types";

// On its own (not in view.ts, which reaches every game's rules and their zod schemas): the games' round form
// adapters read it in the browser, where the scoreboard opens the form in place (components/scoreboard/round-in-place.tsx).

/** Who deals and who starts round `number`: the next round's seats, or a past round's as it was played. */
export function roundSeats(session: Pick<SessionView, "next" | "rounds">, number: number): NextRound | null {
  if (session.next?.round === number) return session.next;
  return session.rounds.find((round) => round.number === number)?.seats ?? null;
}
