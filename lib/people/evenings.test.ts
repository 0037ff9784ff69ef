import { describe, expect, it } from "vitest";
import { bestAndWorstRound, eveningsOf, gameTimes, localDay, timePlayed, winTally } from "./evenings";

const rounds = (...scores: Array<Record<string, number>>) => ({
  rounds: scores.map((s) => ({ scores: s, tiebreak: false, totals: {}, seats: null })),
});
const names = { a: "Anna", b: "Ben", c: "Carla" };

describe("gameTimes", () => {
  it("a finished game runs from its creation to the round that finished it", () => {
    const times = gameTimes({
      createdAt: "2026-12-01T19:00:00.000Z",
      playedAt: null,
      finished: true,
      roundTimes: ["2026-12-01T19:05:00.000Z", "2026-12-01T19:42:30.000Z"],
    });
    expect(times).toEqual({
      start: "2026-12-01T19:00:00.000Z",
      end: "2026-12-01T19:42:30.000Z",
      durationMs: 42.5 * 60_000,
    });
  });

  it("a running game has no end; a game entered afterwards starts on its day and has no duration", () => {
    expect(
      gameTimes({
        createdAt: "2026-12-01T19:00:00Z",
        playedAt: null,
        finished: false,
        roundTimes: ["2026-12-01T19:05:00Z"],
      }),
    ).toEqual({ start: "2026-12-01T19:00:00Z", end: null, durationMs: null });
    const entered = gameTimes({
      createdAt: "2026-12-03T08:00:00Z",
      playedAt: "2026-11-28T12:00:00Z",
      finished: true,
      roundTimes: ["2026-12-03T08:01:00Z"],
    });
    expect(entered).toEqual({ start: "2026-11-28T12:00:00Z", end: "2026-12-03T08:01:00Z", durationMs: null });
  });
});

describe("evenings", () => {
  const game = (id: string, start: string, durationMs: number | null = 60_000) => ({
    id,
    times: { start, end: null, durationMs },
  });

  it("groups games by the phone's local day: 23:30 in Berlin is the same evening as 20:00, not the next UTC day", () => {
    const games = [
      game("late", "2026-12-01T22:30:00Z"), // 23:30 in Berlin, 1 Dec; 17:30 in New York
      game("early", "2026-12-01T19:00:00Z"),
      game("next", "2026-12-02T23:30:00Z"), // 00:30 on 3 Dec in Berlin
    ];
    const berlin = eveningsOf(games, (iso) => localDay(iso, "Europe/Berlin"));
    expect(berlin.map((e) => [e.day, e.games.map((g) => g.id)])).toEqual([
      ["2026-12-03", ["next"]],
      ["2026-12-01", ["early", "late"]],
    ]);
    const auckland = eveningsOf(games, (iso) => localDay(iso, "Pacific/Auckland"));
    expect(auckland.map((e) => e.day)).toEqual(["2026-12-03", "2026-12-02"]);
  });

  it("time played adds the known durations", () => {
    expect(timePlayed([game("a", "x", 25 * 60_000), game("b", "y", null), game("c", "z", 5 * 60_000)])).toBe(
      30 * 60_000,
    );
  });

  it("tallies wins per person, a shared win for each, names as one person whatever their case", () => {
    expect(
      winTally([
        { finished: true, winners: ["Anna"] },
        { finished: true, winners: ["anna ", "Ben"] },
        { finished: false, winners: [] },
        { finished: true, winners: ["Carla"] },
      ]),
    ).toEqual([
      { name: "Anna", wins: 2 },
      { name: "Ben", wins: 1 },
      { name: "Carla", wins: 1 },
    ]);
  });
});

describe("winTally with this phone's merges", () => {
  it("counts merged spellings as one person, named by the spelling they were merged into", () => {
    const games = [
      { finished: true, winners: ["Ana"] },
      { finished: true, winners: ["Anna"] },
      { finished: true, winners: ["Ben"] },
    ];
    expect(winTally(games, { ana: "anna" })).toEqual([
      { name: "Anna", wins: 2 },
      { name: "Ben", wins: 1 },
    ]);
    expect(winTally(games)).toEqual([
      { name: "Ana", wins: 1 },
      { name: "Anna", wins: 1 },
      { name: "Ben", wins: 1 },
    ]);
  });
});

describe("bestAndWorstRound", () => {
  it("penalty games (lower is better): the best round is the smallest penalty, the worst the largest", () => {
    const nines = rounds({ a: 0, b: 12, c: 30 }, { a: 45, b: 0, c: 8 });
    expect(bestAndWorstRound(nines, names, "lower")).toEqual({
      best: { name: "Anna", round: 1, score: 0 },
      worst: { name: "Anna", round: 2, score: 45 },
    });
  });

  it("points games (higher is better): the best round is the largest score", () => {
    const tricks = rounds({ a: 13, b: 2, c: 31 }, { a: -1, b: 40, c: 3 });
    expect(bestAndWorstRound(tricks, names, "higher")).toEqual({
      best: { name: "Ben", round: 2, score: 40 },
      worst: { name: "Anna", round: 2, score: -1 },
    });
  });

  it("reads the sense from each engine: a Nines penalty and a lost token are both the worst round", async () => {
    const { getGame } = await import("../games/registry");
    expect(getGame("nines")!.betterRoundScore).toBe("lower");
    expect(getGame("ninety-eight")!.betterRoundScore).toBe("lower");
    expect(getGame("ninety-nine-tricks")!.betterRoundScore).toBe("higher");
    const adding = rounds({ a: 0, b: -1 }, { a: -1 });
    expect(bestAndWorstRound(adding, names, getGame("ninety-nine-adding")!.betterRoundScore)?.worst).toEqual({
      name: "Ben",
      round: 1,
      score: -1,
    });
  });

  it("no rounds, no marks", () => {
    expect(bestAndWorstRound({ rounds: [] }, names, "lower")).toBeNull();
  });
});
