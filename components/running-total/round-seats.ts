import { getGame } from "@/lib/games/registry";
import { replay } from "@/lib/games/replay";
import type { NextRound } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";

/**
 * Who dealt and who started round `number`: the session's next round, or for a past round what the rounds
 * before it give (the deal passes to players still in, and in the adding game to the buster).
 */
export function roundSeats(session: SessionView, number: number): NextRound | null {
  if (session.next?.round === number) return session.next;
  const game = getGame(session.game);
  if (!game) return null;
  const options = game.optionsSchema.safeParse(session.options);
  if (!options.success) return null;
  const players = [...session.players].sort((a, b) => a.seat - b.seat).map((p) => p.id);
  const entries = session.rounds.filter((r) => r.number < number).map((r) => r.entry);
  const before = replay(game, { players, firstDealer: session.firstDealer }, options.data, entries);
  return before.ok ? before.summary.next : null;
}
