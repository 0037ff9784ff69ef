import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberedModes, rememberMode } from "./entry-modes";

/** A browser's localStorage, in memory. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("entry modes remembered in the browser", () => {
  beforeEach(() => vi.stubGlobal("localStorage", fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps each player's last mode per game, apart from other games", () => {
    rememberMode("game-a", "ann", "total");
    rememberMode("game-a", "ben", "cards");
    rememberMode("game-b", "ann", "cards");
    rememberMode("game-a", "ann", "cards");
    expect(rememberedModes("game-a")).toEqual({ ann: "cards", ben: "cards" });
    expect(rememberedModes("game-b")).toEqual({ ann: "cards" });
    expect(rememberedModes("game-c")).toEqual({});
  });

  it("forgets the oldest games beyond 30, not the one just used", () => {
    for (let n = 0; n < 35; n++) rememberMode(`game-${n}`, "ann", "total");
    rememberMode("game-5", "ann", "cards");
    expect(rememberedModes("game-0")).toEqual({});
    expect(rememberedModes("game-5")).toEqual({ ann: "cards" });
    expect(rememberedModes("game-34")).toEqual({ ann: "total" });
    const stored = JSON.parse(localStorage.getItem("deckside-entry-modes") ?? "{}");
    expect(Object.keys(stored)).toHaveLength(30);
  });

  it("a broken stored value or no storage at all remembers nothing and does not throw", () => {
    localStorage.setItem("deckside-entry-modes", "{not json");
    expect(rememberedModes("game-a")).toEqual({});
    rememberMode("game-a", "ann", "total");
    expect(rememberedModes("game-a")).toEqual({ ann: "total" });
    vi.unstubAllGlobals();
    expect(rememberedModes("game-a")).toEqual({});
    expect(() => rememberMode("game-a", "ann", "total")).not.toThrow();
  });
});
