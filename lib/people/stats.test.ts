import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameId } from "../games/types";
import { merged, resolveKey, unmerged } from "./names";
import { gamesTogether, type PlayedGame, peopleOf, personStats } from "./stats";

let serial = 0;
function game(players: string[], winners: string[], at: string, finished = true, kind: GameId = "nines"): PlayedGame {
  serial++;
  return { id: `g${serial}`, game: kind, at, players, winners: finished ? winners : [], finished };
}

// An evening of four friends (worked example): times in play order.
const evening = [
  game(["Anna", "Ben", "Carla"], ["Anna"], "2026-12-01T19:00:00Z"),
  game(["anna ", "Ben", "Carla"], ["anna "], "2026-12-01T19:30:00Z", true, "ninety-eight"),
  game(["Anna", "Ben"], ["Ben"], "2026-12-01T20:00:00Z"),
  game(["Anna", "Ben", "Carla"], ["Anna", "Carla"], "2026-12-01T20:30:00Z"), // a shared win: a win for each
  game(["Ana", "Ben", "Carla"], ["Ana"], "2026-12-01T21:00:00Z"),
  game(["Anna", "Carla"], [], "2026-12-01T21:30:00Z", false), // still running: listed, not counted
];

describe("personStats (worked example)", () => {
  it("counts wins over finished games, a tie as a win for each tied winner", () => {
    const anna = personStats(evening, "anna")!;
    expect(anna.name).toBe("Anna"); // the first spelling seen
    expect(anna.played).toBe(4);
    expect(anna.wins).toBe(3);
    expect(anna.winRate).toBe(0.75);
    expect(anna.running).toBe(1);
    expect(anna.games.map((g) => g.id)).toEqual(
      [...evening.filter((g) => g.players.some((p) => p.trim().toLowerCase() === "anna"))].reverse().map((g) => g.id),
    );
    expect(personStats(evening, "carla")!.wins).toBe(1);
  });

  it("streaks: W W L W gives a current streak of 1 and a best of 2", () => {
    const anna = personStats(evening, "anna")!;
    expect(anna.currentStreak).toBe(1);
    expect(anna.bestStreak).toBe(2);
    const ben = personStats(evening, "ben")!; // L L W L L
    expect(ben.currentStreak).toBe(0);
    expect(ben.bestStreak).toBe(1);
  });

  it("head-to-head: wins each way over the games both finished", () => {
    const anna = personStats(evening, "anna")!;
    const ben = anna.headToHead.find((h) => h.key === "ben")!;
    expect(ben).toMatchObject({ name: "Ben", together: 4, wins: 3, losses: 1 });
    const carla = anna.headToHead.find((h) => h.key === "carla")!;
    expect(carla).toMatchObject({ together: 3, wins: 3, losses: 1 });
    expect(gamesTogether(evening, "anna", "carla").length).toBe(4); // the running one too
  });

  it("favourite game: the one played most", () => {
    expect(personStats(evening, "anna")!.favouriteGame).toBe("nines");
  });

  it("a merge makes two spellings one person; the first spelling stays the name", () => {
    const merges = merged({}, "ana", "anna");
    const anna = personStats(evening, "anna", merges)!;
    expect(anna.played).toBe(5);
    expect(anna.wins).toBe(4);
    expect(anna.currentStreak).toBe(2);
    expect(anna.spellings).toContain("Ana");
    expect(personStats(evening, "ana", merges)).toBeNull();
    expect(peopleOf(evening, merges).map((p) => p.key)).toEqual(["anna", "ben", "carla"]);
  });

  it("two players of one game merged into one person count that game once", () => {
    const both = [game(["Ana", "Anna", "Ben"], ["Ana"], "2026-12-02T19:00:00Z")];
    const anna = personStats(both, "anna", { ana: "anna" })!;
    expect(anna).toMatchObject({ played: 1, wins: 1 });
    expect(anna.headToHead.map((h) => h.key)).toEqual(["ben"]);
  });
});

const names = fc.constantFrom("Anna", "anna", "Ana", "Ben", "ben ", "Carla", "Dirk");
const games = fc.array(
  fc
    .record({
      players: fc.uniqueArray(names, { minLength: 2, maxLength: 4 }),
      finished: fc.boolean(),
      minute: fc.integer({ min: 0, max: 10_000 }),
      kind: fc.constantFrom<GameId>("nines", "ninety-eight"),
    })
    .chain((g) => fc.record({ g: fc.constant(g), winners: fc.subarray(g.players, { minLength: 1 }) })),
  { maxLength: 25 },
);
type RawGame = { g: { players: string[]; finished: boolean; minute: number; kind: GameId }; winners: string[] };
const toGames = (raw: RawGame[]) =>
  raw.map(({ g, winners }, index) =>
    game(g.players, winners, new Date(Date.UTC(2026, 0, 1, 0, g.minute)).toISOString() + index, g.finished, g.kind),
  );

describe("personStats (properties)", () => {
  it("a merge then its undo gives back the same stats for everyone, whatever was merged before", () => {
    const keys = fc.constantFrom("anna", "ana", "ben", "carla", "dirk");
    fc.assert(
      fc.property(games, fc.array(fc.tuple(keys, keys), { maxLength: 3 }), keys, keys, (raw, earlier, from, into) => {
        const played = toGames(raw);
        const base = earlier.reduce((merges, [a, b]) => merged(merges, a, b), {});
        const statsUnder = (merges: typeof base) =>
          peopleOf(played, merges).map((p) => personStats(played, p.key, merges));
        const before = statsUnder(base);
        const after = merged(base, from, into);
        const source = resolveKey(from, base);
        const undone = after === base ? base : unmerged(after, source);
        expect(statsUnder(undone)).toEqual(before);
      }),
    );
  });

  it("wins never exceed games, streaks never exceed wins, and head-to-head is symmetric", () => {
    fc.assert(
      fc.property(games, (raw) => {
        const played = toGames(raw);
        for (const person of peopleOf(played)) {
          const stats = personStats(played, person.key)!;
          expect(stats.wins).toBeLessThanOrEqual(stats.played);
          expect(stats.currentStreak).toBeLessThanOrEqual(stats.bestStreak);
          expect(stats.bestStreak).toBeLessThanOrEqual(stats.wins);
          for (const versus of stats.headToHead) {
            const back = personStats(played, versus.key)!.headToHead.find((h) => h.key === person.key)!;
            expect([back.together, back.wins, back.losses]).toEqual([versus.together, versus.losses, versus.wins]);
          }
        }
      }),
    );
  });
});
