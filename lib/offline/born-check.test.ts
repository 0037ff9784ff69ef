import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseWith } from "../api/parse";
import { AppError } from "../errors";
import { GAME_IDS } from "../games/game-ids";
import { getGame } from "../games/registry";
import { prepareSession } from "../sessions/mutations";
import { createSessionSchema } from "../sessions/schema";
import { checkBorn } from "./born-check";
import type { BornCreate } from "./born-games";

const create = (over: Partial<BornCreate>): BornCreate => ({
  game: "nines",
  players: ["Ann", "Ben", "Cy"],
  playerIds: [],
  options: {},
  firstDealer: 0,
  ...over,
});

describe("a game started on the phone, checked there", () => {
  const nines = getGame("nines")!;

  it("accepts what the server accepts", () => {
    expect(checkBorn(nines, create({}))).toEqual([]);
  });

  it("refuses a name twice, a dealer outside the table and a day to come, with the server's codes", () => {
    const codes = (c: BornCreate) => checkBorn(nines, c).map((v) => v.code);
    expect(codes(create({ players: ["Ann", "ann ", "Cy"] }))).toContain("duplicate_name");
    expect(codes(create({ firstDealer: 3 }))).not.toEqual([]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(codes(create({ playedOn: tomorrow }))).toContain("played_in_future");
    expect(codes(create({ players: ["", "Ben"] }))).toContain("name_required");
  });

  it("agrees with the server's create on random set-ups of every game", () => {
    const setup = fc.record({
      game: fc.constantFrom(...GAME_IDS),
      players: fc.array(fc.constantFrom("Ann", "Ben", "ann", "Cy", "Dee", "", " Eve ", "x".repeat(41)), {
        minLength: 0,
        maxLength: 13,
      }),
      firstDealer: fc.integer({ min: -1, max: 13 }),
      options: fc.constantFrom({}, { threshold: 50 }, { threshold: -3 }, { nonsense: true }, { stakes: true }),
    });
    fc.assert(
      fc.property(setup, (s) => {
        const game = getGame(s.game)!;
        const phone = checkBorn(game, { ...s, playerIds: [] });
        let server: string[] = [];
        try {
          // As the create route does: the body's schema, then the game's checks.
          const input = parseWith(createSessionSchema, { ...s }, "Check the form");
          prepareSession(input, null, null);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          server = [error.code];
        }
        // The phone starts exactly the games the server would start.
        expect(phone.length > 0).toBe(server.length > 0);
      }),
      { numRuns: 300 },
    );
  });
});
