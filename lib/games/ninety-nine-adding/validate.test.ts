import { describe, expect, it } from "vitest";
import type { Table } from "../types";
import { ninetyNineAddingOptionsSchema } from "./options";
import { ninetyNineAdding } from "./rules";

const opts = (o: object = {}) => ninetyNineAddingOptionsSchema.parse(o);
const table: Table = { players: ["ann", "ben", "cem"], firstDealer: 0 };
const fresh = (o: object = {}) => ninetyNineAdding.initialState(table, opts(o));
const after = (busts: string[], o: object = {}) =>
  busts.reduce((state, bust) => ninetyNineAdding.apply({ bust }, state).state, fresh(o));

describe("adding game setup", () => {
  const setup = (count: number, firstDealer = 0) =>
    ninetyNineAdding.validateSetup({ players: Array.from({ length: count }, (_, i) => `p${i}`), firstDealer }, opts());

  it("takes 2 to 5 players", () => {
    expect(setup(2)).toEqual([]);
    expect(setup(5)).toEqual([]);
    expect([ninetyNineAdding.minPlayers, ninetyNineAdding.maxPlayers]).toEqual([2, 5]);
  });
  it("refuses 1 or 6 players, mentioning the second deck", () => {
    for (const count of [1, 6]) {
      const [v] = setup(count);
      expect(v).toMatchObject({ code: "player_count", field: "players", params: { min: 2, max: 5 } });
      expect(v?.message).toContain("second deck");
    }
  });
  it("refuses a first dealer who is not a seat", () => {
    expect(setup(3, 5)).toMatchObject([{ code: "first_dealer", field: "firstDealer" }]);
  });
});

describe("adding game entry violations", () => {
  it("accepts any player with tokens", () => {
    for (const bust of table.players) expect(ninetyNineAdding.validate({ bust }, fresh())).toEqual([]);
  });
  it("game_finished", () => {
    expect(ninetyNineAdding.validate({ bust: "ann" }, after(["ann", "ben"], { hands: 2 }))).toMatchObject([
      { code: "game_finished" },
    ]);
    expect(ninetyNineAdding.validate({ bust: "cem" }, after(["ann", "ann", "ben", "ben"], { lives: 2 }))).toMatchObject(
      [{ code: "game_finished" }],
    );
  });
  it("unknown_player", () => {
    expect(ninetyNineAdding.validate({ bust: "zed" }, fresh())).toMatchObject([
      { code: "unknown_player", field: "bust", params: { player: "zed" } },
    ]);
  });
  it("player_out: a player with no tokens cannot bust", () => {
    const [v] = ninetyNineAdding.validate({ bust: "ann" }, after(["ann", "ann"], { lives: 2 }));
    expect(v).toMatchObject({ code: "player_out", field: "bust", params: { player: "ann" } });
    expect(v?.message).toMatch(/^This player is already out of the game/);
  });
  it("never throws on odd ids", () => {
    expect(ninetyNineAdding.validate({ bust: "__proto__" }, fresh()).map((v) => v.code)).toEqual(["unknown_player"]);
  });
});
