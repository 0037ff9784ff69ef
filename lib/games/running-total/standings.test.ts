import { describe, expect, it } from "vitest";
import { type SurvivalView, survivalStandings, survivalSummary } from "./standings";

const view = (over: Partial<SurvivalView> = {}): SurvivalView => {
  const score: Record<string, number> = { a: 2, b: 0, c: 1, d: 0, e: 3 };
  return {
    table: { players: ["a", "b", "c", "d", "e"], firstDealer: 0 },
    outOrder: [],
    finished: false,
    nextRound: 4,
    dealer: 0,
    compareIn: (x, y) => (score[x] ?? 0) - (score[y] ?? 0),
    fields: (id) => ({ strikes: score[id] ?? 0 }),
    progress: { lives: 3 },
    ...over,
  };
};

describe("survivalStandings", () => {
  it("uses competition ranking among players still in", () => {
    const rows = survivalStandings(view());
    expect(rows.map((r) => [r.playerId, r.rank])).toEqual([
      ["b", 1],
      ["d", 1],
      ["c", 3],
      ["a", 4],
      ["e", 5],
    ]);
    expect(rows[0]).toEqual({ playerId: "b", rank: 1, strikes: 0 });
  });
  it("puts out players last, the later out ranking better, whatever their score", () => {
    const rows = survivalStandings(view({ outOrder: ["b", "e"] }));
    expect(rows.map((r) => [r.playerId, r.rank])).toEqual([
      ["d", 1],
      ["c", 2],
      ["a", 3],
      ["e", 4],
      ["b", 5],
    ]);
  });
});

describe("survivalSummary", () => {
  it("names the next dealer and the starter left of the dealer, skipping out players", () => {
    const summary = survivalSummary(view({ dealer: 0, outOrder: ["b"] }));
    expect(summary.next).toEqual({ round: 4, dealer: "a", starter: "c" });
    expect(summary.participants).toEqual(["a", "c", "d", "e"]);
    expect(summary.status).toBe("active");
    expect(summary.winners).toEqual([]);
    expect(summary.tiebreak).toBeNull();
    expect(summary).not.toHaveProperty("extra");
  });
  it("lets an out player deal, the next player still in starts", () => {
    expect(survivalSummary(view({ dealer: 1, outOrder: ["b", "c"] })).next).toEqual({
      round: 4,
      dealer: "b",
      starter: "d",
    });
  });
  it("names the rank-1 players as winners once finished", () => {
    const summary = survivalSummary(view({ finished: true, extra: { pot: 0 } }));
    expect(summary).toMatchObject({
      status: "finished",
      winners: ["b", "d"],
      next: null,
      participants: [],
      extra: { pot: 0 },
    });
  });
});
