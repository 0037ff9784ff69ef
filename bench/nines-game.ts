// The Nines game the in-process benches play: three players, a threshold of 10,000 (it never ends), and round
// bodies with hand points as numbers, the same as bench/lab/ab.mjs. Import it dynamically, after the bench has set
// DATABASE_URL: lib/table/sessions opens the database when it is loaded.
import { createSession } from "../lib/table/sessions";

export async function newGame() {
  const { session, token } = await createSession({
    game: "nines",
    players: ["Ann", "Ben", "Cem"],
    options: { threshold: 10000 },
  });
  const [winner, ...others] = session.players.map((p) => p.id);
  return { id: session.id, token, winner: winner!, others, rounds: 0 };
}

export type Game = Awaited<ReturnType<typeof newGame>>;

/** The next round's body for `game` (and counts it). */
export function nextRound(game: Game) {
  const n = ++game.rounds;
  return { winner: game.winner, hands: Object.fromEntries(game.others.map((id, k) => [id, 1 + ((n + k * 3) % 9)])) };
}
