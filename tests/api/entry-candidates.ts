// Round entries for every game built from random numbers, for property tests that play whole sessions
// (tests/api/stored-summary.test.ts, lib/sessions/summary.test.ts). The rules may refuse one: callers either check
// that a refusal changed nothing or skip it.
import type { GameId } from "@/lib/games/game-ids";

type Draw = { seed: (i: number) => number; pick: (i: number) => string; players: readonly string[] };

// One builder per game: complete over the game ids, so a new game without one does not compile
// (docs/adding-a-game.md).
const CANDIDATES: { readonly [K in GameId]: (draw: Draw) => unknown } = {
  nines: ({ seed, pick, players }) => {
    const winner = pick(0);
    const others = players.filter((id) => id !== winner);
    return { winner, hands: Object.fromEntries(others.map((id, i) => [id, 1 + (seed(i + 1) % 30)])) };
  },
  "ninety-nine-tricks": ({ seed, players }) => {
    const [a, b] = [seed(0) % 10, seed(1) % 10];
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    const tricks = [lo, hi - lo, 9 - hi];
    return {
      bids: Object.fromEntries(players.map((id, i) => [id, seed(i + 2) % 4])),
      tricks: Object.fromEntries(players.map((id, i) => [id, tricks[i] ?? 0])),
    };
  },
  "ninety-eight": ({ seed, players }) => {
    const order = [...players].sort((x, y) => (seed(players.indexOf(x)) % 7) - (seed(players.indexOf(y)) % 7));
    return { eliminated: order.slice(0, -1) };
  },
  "ninety-nine-adding": ({ pick }) => ({ bust: pick(0) }),
};

/** A round entry for `game` from `players` and random numbers `seeds`; the rules may refuse it. */
export function candidate(game: GameId, players: readonly string[], seeds: readonly number[]): unknown {
  const seed = (i: number) => seeds[i % seeds.length]!;
  const pick = (i: number) => players[seed(i) % players.length]!;
  return CANDIDATES[game]({ seed, pick, players });
}
