import { describe, expect, it } from "vitest";
import { nines } from "./nines/rules";
import { ninetyEight } from "./ninety-eight/rules";
import { ninetyNineAdding } from "./ninety-nine-adding/rules";
import { ninetyNineTricks } from "./ninety-nine-tricks/rules";
import { firstDealerProblem, playerCountProblem, tableProblems } from "./setup-checks";
import type { AnyGame } from "./types";

const seats = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

describe("playerCountProblem", () => {
  it("takes the limits from the game", () => {
    expect(playerCountProblem({ minPlayers: 2, maxPlayers: 6 }, 2, "Nines")).toBeNull();
    expect(playerCountProblem({ minPlayers: 2, maxPlayers: 6 }, 6, "Nines")).toBeNull();
    expect(playerCountProblem({ minPlayers: 2, maxPlayers: 6 }, 7, "Nines")).toEqual({
      code: "player_count",
      message: "Nines is played by 2 to 6 players, not 7.",
      field: "players",
      params: { min: 2, max: 6, count: 7 },
    });
  });

  it('says "exactly" for a game of one size, and gives the reason when there is one', () => {
    expect(playerCountProblem({ minPlayers: 3, maxPlayers: 3 }, 4, "Ninety-Nine")?.message).toBe(
      "Ninety-Nine is played by exactly 3 players, not 4.",
    );
    expect(
      playerCountProblem({ minPlayers: 2, maxPlayers: 5 }, 1, "Ninety-Nine", "some tables add a deck")?.message,
    ).toBe("Ninety-Nine is played by 2 to 5 players (some tables add a deck), not 1.");
  });
});

describe("firstDealerProblem", () => {
  const table = { players: ["a", "b", "c"], firstDealer: 0 };

  it("accepts every seat", () => {
    for (const firstDealer of [0, 1, 2]) expect(firstDealerProblem({ ...table, firstDealer })).toBeNull();
  });

  it.each([3, -1, 0.5, 99])("refuses %s at a table of three", (firstDealer) => {
    expect(firstDealerProblem({ ...table, firstDealer })).toEqual({
      code: "first_dealer",
      message: `The first dealer must be a seat from 0 to 2, not ${firstDealer}.`,
      field: "firstDealer",
      params: { min: 0, max: 2, value: firstDealer },
    });
  });

  it("leaves an empty table to the player count", () => {
    expect(firstDealerProblem({ players: [], firstDealer: 0 })).toBeNull();
    expect(tableProblems({ minPlayers: 2, maxPlayers: 6 }, { players: [], firstDealer: 0 }, "Nines")).toMatchObject([
      { code: "player_count" },
    ]);
  });
});

describe("every engine uses the shared checks with its own limits", () => {
  const games: AnyGame[] = [nines, ninetyNineTricks, ninetyEight, ninetyNineAdding];

  it.each(games.map((game) => [game.id, game] as const))("%s", (_, game) => {
    const options = game.optionsSchema.parse({});
    const codes = (count: number, firstDealer = 0) =>
      game.validateSetup({ players: seats(count), firstDealer }, options).map((v) => v.code);
    expect(codes(game.minPlayers)).toEqual([]);
    expect(codes(game.maxPlayers)).toEqual([]);
    expect(codes(game.minPlayers - 1)).toContain("player_count");
    expect(codes(game.maxPlayers + 1)).toContain("player_count");
    expect(codes(game.minPlayers, game.minPlayers)).toEqual(["first_dealer"]);
    // A wrong count and a seat that is not at the table are both reported.
    expect(codes(game.minPlayers - 1, game.minPlayers)).toEqual(["player_count", "first_dealer"]);
  });
});
