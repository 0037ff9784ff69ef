// Speed goals live here, not in unit tests: reading a session replays all of its rounds, and a league page
// computes standings and ratings from every stored result. Both must stay far below a frame at table sizes.
import { bench, describe } from "vitest";
import { nines } from "../lib/games/nines/rules";
import { replay } from "../lib/games/replay";
import { leagueStandings } from "../lib/leagues/stats";
import type { LeagueGame } from "../lib/leagues/types";

const table = { players: ["a", "b", "c", "d", "e", "f"], firstDealer: 0 };
// The threshold's maximum (docs/limits.md): nobody reaches it in these 200 rounds, so the game goes on throughout.
const options = nines.optionsSchema.parse({ threshold: 10000 });
// A long evening: 200 rounds of six players, hands given as cards.
const rounds = Array.from({ length: 200 }, (_, i) => ({
  winner: table.players[i % 6],
  hands: Object.fromEntries(
    table.players.filter((_, seat) => seat !== i % 6).map((id, k) => [id, [`${k + 2}H`, `${k + 2}S`]]),
  ),
}));

// A big league: 5,000 finished games among 40 members, 3–6 players each.
const members = new Map(Array.from({ length: 40 }, (_, i) => [`m${i}`, `Member ${i}`]));
const games: LeagueGame[] = Array.from({ length: 5000 }, (_, g) => {
  const size = 3 + (g % 4);
  return {
    sessionId: `s${g}`,
    game: "nines",
    finishedAt: new Date(Date.UTC(2026, 0, 1) + g * 3_600_000),
    placements: Array.from({ length: size }, (_, k) => ({ memberId: `m${(g * 7 + k * 11) % 40}`, rank: k + 1 })),
  };
});

describe("engines", () => {
  bench("replay a 200-round Nines game (6 players, cards)", () => {
    const result = replay(nines, table, options, rounds);
    if (!result.ok) throw new Error("replay refused a valid round");
  });
});

describe("leagues", () => {
  bench(
    "standings with ratings over 5,000 games",
    () => {
      leagueStandings(games, members, [10, 6, 4, 3, 2, 1]);
    },
    { iterations: 5 },
  );
});
