import { describe, expect, it } from "vitest";
import { GAME_IDS } from "@/lib/games/game-ids";
import { GAME_REFEREES } from "@/lib/games/referee-registry";
import { getGame } from "@/lib/games/registry";
import { missingParts } from "./missing-parts";
import { GAME_UIS } from "./registry";

// Adding a game (docs/adding-a-game.md) means an engine, a UI module and a referee (or null); the types demand
// each part, this checks what they cannot (ids, components, option fields). tests/fixtures/toy-game/ shows both.

describe("every game has every part", () => {
  it("registers exactly the game ids", () => {
    expect(Object.keys(GAME_UIS).sort()).toEqual([...GAME_IDS].sort());
    expect(Object.keys(GAME_REFEREES).sort()).toEqual([...GAME_IDS].sort());
  });

  it.each(GAME_IDS)("%s: an engine, a complete UI module and its referee, under its own id", (id) => {
    expect(missingParts({ id, engine: getGame(id), ui: GAME_UIS[id], referee: GAME_REFEREES[id] })).toEqual([]);
    expect(GAME_UIS[id]).toHaveProperty("roundSummary");
    expect(GAME_UIS[id].optionFields.length).toBeGreaterThan(0);
  });
});
