import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { competitionRanks, nextSeat, ranked } from "./ranking";

// Rulings README, "Common rulings": standard competition ranking (1, 1, 3).
const lowFirst = (a: number, b: number) => a - b;
const highFirst = (a: number, b: number) => b - a;

describe("competitionRanks", () => {
  it("gives equal players the same rank and skips the ranks they use up (1, 1, 3)", () => {
    expect(competitionRanks([10, 10, 30], lowFirst)).toEqual([1, 1, 3]);
  });

  it("ranks in input order, whatever the order of the input", () => {
    expect(competitionRanks([30, 10, 20, 10], lowFirst)).toEqual([4, 1, 3, 1]);
    expect(competitionRanks([5, 7, 7, 7, 9], lowFirst)).toEqual([1, 2, 2, 2, 5]);
  });

  it("follows the comparison: highest first for points games", () => {
    expect(competitionRanks([30, 10, 30, 20], highFirst)).toEqual([1, 4, 1, 3]);
  });

  it("all equal: everyone ranks 1; nobody: no ranks", () => {
    expect(competitionRanks([4, 4, 4, 4], lowFirst)).toEqual([1, 1, 1, 1]);
    expect(competitionRanks([], lowFirst)).toEqual([]);
  });

  it("property: rank = 1 + the number strictly better; some player ranks 1; ranks stay within 1..n", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 8 }), (scores) => {
        const ranks = competitionRanks(scores, lowFirst);
        expect(ranks).toHaveLength(scores.length);
        scores.forEach((score, index) => {
          expect(ranks[index]).toBe(1 + scores.filter((other) => other < score).length);
        });
        if (scores.length > 0) expect(ranks).toContain(1);
        for (const rank of ranks) expect(rank >= 1 && rank <= scores.length).toBe(true);
      }),
    );
  });
});

describe("ranked", () => {
  it("sorts best first with competition ranks", () => {
    expect(ranked([30, 10, 20, 10], lowFirst)).toEqual([
      { item: 10, rank: 1 },
      { item: 10, rank: 1 },
      { item: 20, rank: 3 },
      { item: 30, rank: 4 },
    ]);
  });

  it("keeps seat order among equals", () => {
    const players = [
      { id: "ann", score: 12 },
      { id: "ben", score: 5 },
      { id: "cem", score: 12 },
      { id: "dan", score: 5 },
    ];
    const rows = ranked(players, (a, b) => a.score - b.score).map(({ item, rank }) => [item.id, rank]);
    expect(rows).toEqual([
      ["ben", 1],
      ["dan", 1],
      ["ann", 3],
      ["cem", 3],
    ]);
  });

  it("does not reorder its input", () => {
    const input = [3, 1, 2];
    ranked(input, lowFirst);
    expect(input).toEqual([3, 1, 2]);
  });

  it("property: ranks never go down along the list, and each row's rank is its competitionRank", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 8 }), (scores) => {
        const rows = ranked(scores, lowFirst);
        expect(rows.map((row) => row.item).sort(lowFirst)).toEqual([...scores].sort(lowFirst));
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.rank).toBeGreaterThanOrEqual(rows[i - 1]!.rank);
        for (const row of rows) expect(row.rank).toBe(1 + scores.filter((s) => s < row.item).length);
      }),
    );
  });
});

describe("nextSeat (seats are listed clockwise; left of X is the next seat clockwise)", () => {
  const players = ["ann", "ben", "cem", "dan"];
  const everyone = () => true;

  it("moves one seat clockwise and wraps around", () => {
    expect(nextSeat(players, 0, everyone)).toBe(1);
    expect(nextSeat(players, 2, everyone)).toBe(3);
    expect(nextSeat(players, 3, everyone)).toBe(0);
  });

  it("skips players who are not eligible", () => {
    const tied = (id: string) => id === "ann" || id === "cem";
    expect(nextSeat(players, 0, tied)).toBe(2);
    expect(nextSeat(players, 1, tied)).toBe(2);
    expect(nextSeat(players, 2, tied)).toBe(0);
    expect(nextSeat(players, 3, tied)).toBe(0);
  });

  it("comes back to `from` itself only when nobody else is eligible", () => {
    expect(nextSeat(players, 1, (id) => id === "ben")).toBe(1);
    expect(nextSeat(players, 1, () => false)).toBe(1);
  });

  it("with two players alternates", () => {
    expect(nextSeat(["ann", "ben"], 0, everyone)).toBe(1);
    expect(nextSeat(["ann", "ben"], 1, everyone)).toBe(0);
  });
});
