import { describe, expect, it } from "vitest";
import { GAME_IDS } from "@/lib/games/game-ids";
import { getGame } from "@/lib/games/registry";
import { GAME_UIS } from "./registry";

// Adding a game (docs/adding-a-game.md) means an engine and a UI module; a game missing either part fails here.

/** A React component: a function, or what memo/lazy/next/dynamic make (an object React marks with $$typeof). */
const isComponent = (value: unknown) =>
  typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);

describe("every game has every part", () => {
  it("registers exactly the game ids", () => {
    expect(Object.keys(GAME_UIS).sort()).toEqual([...GAME_IDS].sort());
  });

  it.each(GAME_IDS)("%s: an engine and a complete UI module, under its own id", (id) => {
    expect(getGame(id)?.id).toBe(id);
    const ui = GAME_UIS[id];
    expect(ui.id).toBe(id);
    expect(isComponent(ui.roundForm)).toBe(true);
    expect(isComponent(ui.referee)).toBe(true);
    // null is a game's explicit "no per-round explanation"; anything else must be a component.
    expect(ui.roundSummary === null || isComponent(ui.roundSummary)).toBe(true);
    expect(ui).toHaveProperty("roundSummary");
    expect(ui.optionFields.length).toBeGreaterThan(0);
  });

  it.each(GAME_IDS)("%s: a field for every option the engine takes, and no other", (id) => {
    const defaults = getGame(id)!.optionsSchema.parse({}) as Record<string, unknown>;
    expect(GAME_UIS[id].optionFields.map((f) => f.name).sort()).toEqual(Object.keys(defaults).sort());
  });
});
