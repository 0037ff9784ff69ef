import { describe, expect, it } from "vitest";
import { firstDealerProblem, gameFinished, playerProblem } from "./checks";

const table = { players: ["a", "b", "c"], firstDealer: 0 };

describe("checks", () => {
  it("game_finished", () => {
    expect(gameFinished()).toMatchObject({ code: "game_finished" });
  });
  it("unknown_player", () => {
    expect(playerProblem(table, ["a", "b"], "z", "bust")).toMatchObject({
      code: "unknown_player",
      field: "bust",
      params: { player: "z" },
    });
  });
  it("player_out", () => {
    expect(playerProblem(table, ["a", "b"], "c", "eliminated.0")).toMatchObject({
      code: "player_out",
      field: "eliminated.0",
    });
  });
  it("accepts a player still in", () => {
    expect(playerProblem(table, ["a", "b"], "a", "bust")).toBeNull();
  });
  it("first_dealer must be a seat", () => {
    expect(firstDealerProblem(table)).toBeNull();
    expect(firstDealerProblem({ ...table, firstDealer: 3 })).toMatchObject({
      code: "first_dealer",
      params: { max: 2 },
    });
    expect(firstDealerProblem({ ...table, firstDealer: -1 })).toMatchObject({ code: "first_dealer" });
    expect(firstDealerProblem({ ...table, firstDealer: 0.5 })).toMatchObject({ code: "first_dealer" });
  });
});
