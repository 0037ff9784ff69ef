import { describe, expect, it } from "vitest";
import { replay } from "../replay";
import type { Table } from "../types";
import { ninetyEightOptionsSchema } from "./options";
import { eliminate, roundEntry, startRound } from "./referee";
import { ninetyEight } from "./rules";
import { leftTheRound, sidesOf, teamsOf } from "./teams";

const opts = (o: object = {}) => ninetyEightOptionsSchema.parse({ teams: true, ...o });
const four: Table = { players: ["ann", "ben", "cem", "dan"], firstDealer: 0 };
const six: Table = { players: ["ann", "ben", "cem", "dan", "eve", "fay"], firstDealer: 0 };

function game(table: Table, options: object, entries: string[][]) {
  const result = replay(
    ninetyEight,
    table,
    opts(options),
    entries.map((eliminated) => ({ eliminated })),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  return result;
}
const row = (result: ReturnType<typeof game>, id: string) =>
  result.summary.standings.find((standing) => standing.playerId === id);

describe("Team Ninety-Eight: partners sit opposite (sheet 003, 'Spielerpaare teilen sich Leben')", () => {
  it("4 players: seats 0 & 2 and 1 & 3; 6 players: 0 & 3, 1 & 4, 2 & 5", () => {
    expect(teamsOf(four.players)).toEqual([
      ["ann", "cem"],
      ["ben", "dan"],
    ]);
    expect(teamsOf(six.players)).toEqual([
      ["ann", "dan"],
      ["ben", "eve"],
      ["cem", "fay"],
    ]);
    expect(sidesOf(["ann", "ben"], false)).toEqual([["ann"], ["ben"]]);
  });

  it("refuses an odd count (and a single pair) at set-up with a typed violation", () => {
    const five = { players: ["a", "b", "c", "d", "e"], firstDealer: 0 };
    expect(ninetyEight.validateSetup(five, opts())).toMatchObject([
      { code: "team_count", field: "players", params: { count: 5 } },
    ]);
    expect(ninetyEight.validateSetup({ players: ["a", "b"], firstDealer: 0 }, opts())).toMatchObject([
      { code: "team_count" },
    ]);
    expect(ninetyEight.validateSetup(six, opts())).toEqual([]);
  });
});

describe("Team Ninety-Eight: a whole game of four with 2 lives, by hand", () => {
  // Round 1: Ben gets stuck, Dan leaves with him; Ann & Cem win the round. Round 2: Cem gets stuck (Ann leaves
  // too). Round 3: Dan gets stuck: Ben & Dan have 2 strikes, the lives, so both are out; Ann & Cem win.
  const entries = [["ben"], ["cem"], ["dan"]];
  const result = game(four, { lives: 2 }, entries);

  it("scores one strike to both partners of the team that went out, none to the round winners", () => {
    expect(result.rounds.map((round) => round.scores)).toEqual([
      { ann: 0, ben: 1, cem: 0, dan: 1 },
      { ann: 1, ben: 0, cem: 1, dan: 0 },
      { ann: 0, ben: 1, cem: 0, dan: 1 },
    ]);
  });

  it("ends with both partners out together and both winners sharing first place", () => {
    expect(result.summary.status).toBe("finished");
    expect(result.summary.winners).toEqual(["ann", "cem"]);
    expect(result.summary.standings).toEqual([
      { playerId: "ann", rank: 1, strikes: 1, out: false, team: 1 },
      { playerId: "cem", rank: 1, strikes: 1, out: false, team: 1 },
      { playerId: "ben", rank: 3, strikes: 2, out: true, team: 2 },
      { playerId: "dan", rank: 3, strikes: 2, out: true, team: 2 },
    ]);
  });

  it("before the end, both partners stand with the same strikes and the deal passes clockwise", () => {
    const two = game(four, { lives: 2 }, entries.slice(0, 2));
    expect(two.summary.status).toBe("active");
    expect([row(two, "ann")?.strikes, row(two, "cem")?.strikes, row(two, "ben")?.strikes]).toEqual([1, 1, 1]);
    expect(two.summary.next).toEqual({ round: 3, dealer: "cem", starter: "dan" });
  });

  it("with stakes each eliminated pair pays one chip to each round winner, and the winners share the pot", () => {
    const staked = game(four, { lives: 2, stakes: true }, entries);
    const chips = Object.fromEntries(staked.summary.standings.map((s) => [s.playerId, s.chips]));
    // Each round: all four ante 1 (pot +4); each loser pays 1 to one winner. Pot 12, split 6 and 6.
    expect(chips).toEqual({
      ann: -3 + 1 - 1 + 1 + 6,
      cem: -3 + 1 - 1 + 1 + 6,
      ben: -3 - 1 + 1 - 1,
      dan: -3 - 1 + 1 - 1,
    });
    expect(staked.summary.extra).toEqual({ pot: 0 });
  });
});

describe("Team Ninety-Eight: six players", () => {
  it("a round eliminates two of three teams; the team left wins it", () => {
    const result = game(six, { lives: 1 }, [["ben", "fay"]]);
    expect(result.summary.winners).toEqual(["ann", "dan"]);
    // Ben & Eve went out first, Cem & Fay second: each pair ranks together, later out ranks better.
    expect(result.summary.standings.map((s) => [s.playerId, s.rank])).toEqual([
      ["ann", 1],
      ["dan", 1],
      ["cem", 3],
      ["fay", 3],
      ["ben", 5],
      ["eve", 5],
    ]);
  });
});

describe("Team Ninety-Eight: round entries", () => {
  const state = ninetyEight.initialState(six, opts());
  const codes = (eliminated: string[]) => ninetyEight.validate({ eliminated }, state).map((v) => v.code);

  it("names the player who got stuck in each team but one", () => {
    expect(codes(["ben", "cem"])).toEqual([]);
    expect(codes(["ben"])).toEqual(["team_wrong_count"]);
    expect(codes([])).toEqual(["team_no_eliminations"]);
    expect(codes(["ann", "ben", "cem"])).toEqual(["team_all_eliminated"]);
  });

  it("refuses a partner listed after the player who got stuck", () => {
    expect(ninetyEight.validate({ eliminated: ["ben", "eve"] }, state)).toEqual([
      expect.objectContaining({ code: "same_team", field: "eliminated.1", params: { player: "eve", partner: "ben" } }),
    ]);
  });
});

describe("Team Ninety-Eight referee: the partner leaves the round too", () => {
  const sides = teamsOf(four.players);
  const start = startRound(opts(), four.players, "ben");

  it("Ben is stuck: Dan leaves with him, Cem plays next, and Ann & Cem are left, so the round is over", () => {
    const out = eliminate(start, undefined, sides);
    if (out.kind !== "eliminated") throw new Error("expected an elimination");
    expect(out.state.eliminated).toEqual(["ben", "dan"]);
    expect(out.state.turn).toBeNull();
    expect(out.roundWinner).toBe("ann");
    expect(roundEntry(out.state, sides)).toEqual({ eliminated: ["ben"] });
  });

  it("with six the next player after the pair plays on, and the entry names one player per team", () => {
    const teams = teamsOf(six.players);
    const first = eliminate({ ...startRound(opts(), six.players, "cem") }, undefined, teams);
    if (first.kind !== "eliminated") throw new Error("expected an elimination");
    expect(first.state.eliminated).toEqual(["cem", "fay"]);
    expect(first.state.turn).toBe("dan");
    expect(roundEntry(first.state, teams)).toBeNull();
    const second = eliminate(first.state, undefined, teams);
    if (second.kind !== "eliminated") throw new Error("expected an elimination");
    expect(second.state.eliminated).toEqual(["cem", "fay", "dan", "ann"]);
    expect(second.roundWinner).toBe("ben");
    expect(roundEntry(second.state, teams)).toEqual({ eliminated: ["cem", "dan"] });
    expect(ninetyEight.validate(roundEntry(second.state, teams)!, ninetyEight.initialState(six, opts()))).toEqual([]);
  });
});

describe("who left the round, in order", () => {
  it("each stuck player with their partner right after; alone without teams", () => {
    const players = ["ann", "ben", "cem", "dan", "eva", "fay"];
    expect(leftTheRound(["ben", "ann"], sidesOf(players, true))).toEqual(["ben", "eva", "ann", "dan"]);
    expect(leftTheRound(["ben", "ann"], sidesOf(players, false))).toEqual(["ben", "ann"]);
  });
});
