import { describe, expect, it } from "vitest";
import { gameFinished, playerProblem } from "./checks";

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
});
