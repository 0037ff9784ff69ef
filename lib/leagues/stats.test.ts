import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_POINTS_TABLE, headToHead, leagueStandings, pointsFor, ratingHistory } from "./stats";
import type { LeagueGame } from "./types";

const members = new Map([
  ["ann", "Ann"],
  ["ben", "Ben"],
  ["cem", "Cem"],
  ["dee", "Dee"],
]);
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 20));
const game = (id: string, day: number, ranks: Record<string, number>, name = "nines"): LeagueGame => ({
  sessionId: id,
  game: name,
  finishedAt: at(day),
  placements: Object.entries(ranks).map(([memberId, rank]) => ({ memberId, rank })),
});

describe("league points", () => {
  it("follow the table by place; shared places score the same; beyond the table 0", () => {
    expect(pointsFor(1, DEFAULT_POINTS_TABLE)).toBe(10);
    expect(pointsFor(3, DEFAULT_POINTS_TABLE)).toBe(4);
    expect(pointsFor(7, DEFAULT_POINTS_TABLE)).toBe(0);
    const rows = leagueStandings([game("g1", 1, { ann: 1, ben: 1, cem: 3 })], members, [3, 2, 1]);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.points]))).toEqual({ Ann: 3, Ben: 3, Cem: 1 });
  });
});

describe("placements, wins, averages and streaks", () => {
  const games = [
    game("g1", 1, { ann: 1, ben: 2, cem: 3 }),
    game("g2", 2, { ann: 2, ben: 1, cem: 3 }),
    game("g3", 3, { ann: 1, ben: 1, cem: 3 }), // shared win counts for both
    game("g4", 4, { ann: 1, cem: 2 }),
  ];
  const rows = new Map(leagueStandings(games, members, DEFAULT_POINTS_TABLE).map((r) => [r.name, r]));
  it("counts played and wins, shared wins for every winner", () => {
    expect(rows.get("Ann")).toMatchObject({ played: 4, wins: 3, winRate: 0.75, averagePlacement: 1.25 });
    expect(rows.get("Ben")).toMatchObject({ played: 3, wins: 2, averagePlacement: 4 / 3 });
    expect(rows.get("Cem")).toMatchObject({ played: 4, wins: 0, winRate: 0, averagePlacement: 2.75 });
  });
  it("gives the current streak", () => {
    expect(rows.get("Ann")!.streak).toEqual({ kind: "W", length: 2 });
    expect(rows.get("Ben")!.streak).toEqual({ kind: "W", length: 2 });
    expect(rows.get("Cem")!.streak).toEqual({ kind: "L", length: 4 });
  });
  it("marks players with few games as provisional", () => {
    expect(rows.get("Ann")!.provisional).toBe(true);
    const many = Array.from({ length: 5 }, (_, i) => game(`m${i}`, i + 1, { ann: 1, ben: 2 }));
    const table = leagueStandings(many, members, DEFAULT_POINTS_TABLE);
    expect(table.every((r) => !r.provisional)).toBe(true);
    expect(table[0]!.name).toBe("Ann");
  });
});

describe("order", () => {
  it("is by league points first (10 points above 6 however the ratings stand), then wins, then rating", () => {
    // Ann wins once (10 points); Ben plays three games for 6 + 6 + 4 = 16 points; Cem 4 + 4 + 6 + 6 = 20.
    const games = [
      game("g1", 1, { ann: 1, ben: 2, cem: 3 }),
      game("g2", 2, { dee: 1, ben: 2, cem: 3 }),
      game("g3", 3, { dee: 1, cem: 2, ben: 3 }),
      game("g4", 4, { dee: 1, cem: 2 }),
    ];
    const rows = leagueStandings(games, members, DEFAULT_POINTS_TABLE);
    expect(rows.map((r) => [r.name, r.points])).toEqual([
      ["Dee", 30],
      ["Cem", 20],
      ["Ben", 16],
      ["Ann", 10],
    ]);
    // Equal points and wins: the better rating first. Ann beat Ben, and both scored 10 + 6.
    const tied = leagueStandings(
      [game("t1", 1, { ann: 1, ben: 2 }), game("t2", 2, { ben: 1, cem: 2 }), game("t3", 3, { cem: 1, ann: 2 })],
      members,
      [10, 6],
    );
    expect(tied.every((r) => r.points === 16 && r.wins === 1)).toBe(true);
    const estimates = tied.map((r) => r.ratingEstimate);
    expect(estimates).toEqual([...estimates].sort((a, b) => b - a));
  });
});

describe("ratings (OpenSkill, Plackett-Luce)", () => {
  it("matches a hand-checked first game between two new players", () => {
    // Both start at mu 25, sigma 25/3; beta = sigma/2. c = sqrt(2(sigma² + beta²)) = 13.176;
    // each wins with p = 0.5, so mu moves by sigma²/c * 0.5 = 2.635; sigma shrinks by sqrt(1 - 0.6325 * sigma²/c² * 0.25).
    const history = ratingHistory([game("g1", 1, { ann: 1, ben: 2 })]);
    const ann = history.get("ann")![0]!.rating;
    const ben = history.get("ben")![0]!.rating;
    expect(ann.mu).toBeCloseTo(27.635, 2);
    expect(ben.mu).toBeCloseTo(22.365, 2);
    expect(ann.sigma).toBeCloseTo(8.0655, 2);
    expect(ann.sigma).toBeLessThan(25 / 3);
  });
  it("is deterministic: the same results in any stored order give the same ratings", () => {
    const games = [
      game("a", 1, { ann: 1, ben: 2, cem: 3 }),
      game("b", 2, { cem: 1, ann: 2 }),
      game("c", 2, { ben: 1, cem: 2, dee: 3 }),
    ];
    const forward = leagueStandings(games, members, DEFAULT_POINTS_TABLE);
    const backward = leagueStandings([...games].reverse(), members, DEFAULT_POINTS_TABLE);
    expect(backward).toEqual(forward);
  });
  it("ranks a player who keeps winning above one who keeps losing", () => {
    const games = Array.from({ length: 8 }, (_, i) => game(`g${i}`, i + 1, { ann: 1, ben: 2, cem: 3 }));
    expect(leagueStandings(games, members, DEFAULT_POINTS_TABLE).map((r) => r.name)).toEqual(["Ann", "Ben", "Cem"]);
  });
  it("a tie moves equal players equally", () => {
    const history = ratingHistory([game("g1", 1, { ann: 1, ben: 1 })]);
    expect(history.get("ann")![0]!.rating.mu).toBeCloseTo(history.get("ben")![0]!.rating.mu, 10);
  });
});

describe("head to head", () => {
  it("counts better, worse and equal placements in games both played", () => {
    const games = [
      game("g1", 1, { ann: 1, ben: 2 }),
      game("g2", 2, { ann: 2, ben: 1, cem: 3 }),
      game("g3", 3, { ann: 1, ben: 1 }),
      game("g4", 4, { ann: 1, cem: 2 }),
    ];
    expect(headToHead(games, "ann", members)).toEqual([
      { opponentId: "ben", opponentName: "Ben", wins: 1, losses: 1, draws: 1 },
      { opponentId: "cem", opponentName: "Cem", wins: 2, losses: 0, draws: 0 },
    ]);
  });
});

describe("properties", () => {
  const arbGames = fc
    .array(
      fc.record({
        day: fc.integer({ min: 1, max: 28 }),
        ranks: fc.shuffledSubarray(["ann", "ben", "cem", "dee"], { minLength: 2 }),
      }),
      { maxLength: 20 },
    )
    .map((list) => list.map((g, i) => game(`s${i}`, g.day, Object.fromEntries(g.ranks.map((m, r) => [m, r + 1])))));
  it("played adds up to the placements; wins never exceed played; total wins = games (no ties here)", () => {
    fc.assert(
      fc.property(arbGames, (games) => {
        const rows = leagueStandings(games, members, DEFAULT_POINTS_TABLE);
        expect(rows.reduce((s, r) => s + r.played, 0)).toBe(games.reduce((s, g) => s + g.placements.length, 0));
        expect(rows.reduce((s, r) => s + r.wins, 0)).toBe(games.length);
        for (const r of rows) expect(r.wins).toBeLessThanOrEqual(r.played);
      }),
    );
  });
  it("head-to-head is symmetric", () => {
    fc.assert(
      fc.property(arbGames, (games) => {
        for (const record of headToHead(games, "ann", members)) {
          const mirror = headToHead(games, record.opponentId, members).find((r) => r.opponentId === "ann")!;
          expect([mirror.wins, mirror.losses, mirror.draws]).toEqual([record.losses, record.wins, record.draws]);
        }
      }),
    );
  });
});
