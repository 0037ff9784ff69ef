import { describe, expect, it } from "vitest";
import type { Table } from "../types";
import { ninetyEightOptionsSchema } from "./options";
import { ninetyEight } from "./rules";

const opts = (o: object = {}) => ninetyEightOptionsSchema.parse(o);
const table: Table = { players: ["ann", "ben", "cem", "dan"], firstDealer: 0 };
const fresh = (o: object = {}) => ninetyEight.initialState(table, opts(o));
const check = (eliminated: string[], state = fresh()) => ninetyEight.validate({ eliminated }, state);
const codes = (eliminated: string[], state = fresh()) => check(eliminated, state).map((v) => v.code);

describe("Ninety-Eight setup", () => {
  const setup = (players: number, o: object = {}, firstDealer = 0) =>
    ninetyEight.validateSetup({ players: Array.from({ length: players }, (_, i) => `p${i}`), firstDealer }, opts(o));

  it("takes 2 to 8 players", () => {
    expect(setup(2)).toEqual([]);
    expect(setup(8)).toEqual([]);
    expect(ninetyEight.minPlayers).toBe(2);
    expect(ninetyEight.maxPlayers).toBe(8);
  });
  it("refuses 1 or 9 players, saying more than 5 need a second deck or 3-card hands", () => {
    for (const count of [1, 9]) {
      const [v] = setup(count);
      expect(v).toMatchObject({ code: "player_count", field: "players", params: { min: 2, max: 8 } });
      expect(v?.message).toContain("second deck or 3-card hands");
    }
  });
  it("refuses a first dealer who is not a seat", () => {
    expect(setup(3, {}, 3).map((v) => v.code)).toEqual(["first_dealer"]);
  });
  it("refuses Ninety-Nine rules with another limit, but not with 98 or 99", () => {
    expect(setup(3, { ninetyNineRules: true, limit: 50 })).toMatchObject([
      { code: "option_conflict", field: "limit", params: { limit: 50 } },
    ]);
    expect(setup(3, { ninetyNineRules: true })).toEqual([]);
    expect(setup(3, { ninetyNineRules: true, limit: 99 })).toEqual([]);
  });
  it("teams need pairs: 4, 6 or 8 players", () => {
    expect(setup(4, { teams: true })).toEqual([]);
    expect(setup(6, { teams: true })).toEqual([]);
    expect(setup(5, { teams: true })).toMatchObject([{ code: "team_count", params: { count: 5 } }]);
    expect(setup(2, { teams: true })).toMatchObject([{ code: "team_count" }]);
  });
});

describe("Ninety-Eight entry violations", () => {
  it("accepts exactly all active players but one, in any order", () => {
    expect(check(["dan", "ann", "cem"])).toEqual([]);
  });
  it("game_finished", () => {
    const done = ninetyEight.apply({ eliminated: ["ben", "cem", "dan"] }, fresh({ lives: 1 })).state;
    expect(check(["ben"], done)).toMatchObject([{ code: "game_finished" }]);
  });
  it("unknown_player, pointing at the list position", () => {
    expect(check(["ann", "zed", "cem"])).toMatchObject([
      { code: "unknown_player", field: "eliminated.1", params: { player: "zed" } },
    ]);
  });
  it("player_out: someone already out of the game", () => {
    const state = ninetyEight.apply({ eliminated: ["ann", "ben", "cem"] }, fresh({ lives: 1 })).state;
    // Lives 1 ended that game; use lives 2 for an out player while the game goes on.
    expect(state.outOrder).toEqual(["ann", "ben", "cem"]);
    let live = fresh({ lives: 2 });
    live = ninetyEight.apply({ eliminated: ["ann", "ben", "cem"] }, live).state;
    live = ninetyEight.apply({ eliminated: ["ann", "ben", "dan"] }, live).state;
    expect(check(["ann"], live)).toMatchObject([
      { code: "player_out", field: "eliminated.0", params: { player: "ann" } },
    ]);
    expect(check(["dan"], live)).toEqual([]);
  });
  it("duplicate_player: the same player twice", () => {
    expect(check(["ann", "ben", "ann"])).toMatchObject([
      { code: "duplicate_player", field: "eliminated.2", params: { player: "ann" } },
    ]);
  });
  it("no_eliminations: nobody entered", () => {
    expect(check([])).toMatchObject([
      { code: "no_eliminations", field: "eliminated", params: { expected: 3, actual: 0 } },
    ]);
  });
  it("all_eliminated: the round winner must be left out", () => {
    const [v] = check(["ann", "ben", "cem", "dan"]);
    expect(v).toMatchObject({ code: "all_eliminated", field: "eliminated", params: { expected: 3, actual: 4 } });
    expect(v?.message).toContain("last player left");
  });
  it("wrong_count: too few eliminated", () => {
    const [v] = check(["ann", "ben"]);
    expect(v).toMatchObject({ code: "wrong_count", params: { expected: 3, actual: 2 } });
    expect(v?.message).toBe("4 players are still in the game, so a round eliminates exactly 3; 2 entered.");
  });
  it("reports every bad item, and no count error on top of them", () => {
    expect(codes(["zed", "ann", "ann"])).toEqual(["unknown_player", "duplicate_player"]);
  });
  it("never throws on odd ids", () => {
    expect(codes(["__proto__", "constructor"])).toEqual(["unknown_player", "unknown_player"]);
  });
  it("every message is a sentence", () => {
    for (const v of [...check([]), ...check(["zed"]), ...check(["ann", "ann"])]) {
      expect(v.message).toMatch(/^[A-Z0-9].*\.$/);
    }
  });
});
