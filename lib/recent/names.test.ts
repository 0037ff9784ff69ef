import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nameKey } from "../sessions/schema";
import { recentNames } from "./names";

describe("recentNames", () => {
  it("lists the newest game's players first, then the others not yet named", () => {
    const games = [{ players: ["Ann", "Ben", "Cem"] }, { players: ["Dee", "ann", "Ben "] }, { players: ["Eli"] }];
    expect(recentNames(games)).toEqual(["Ann", "Ben", "Cem", "Dee", "Eli"]);
  });

  it("stops at the limit and skips blank names", () => {
    expect(recentNames([{ players: ["  ", "Ann", "Ben", "Cem"] }], 2)).toEqual(["Ann", "Ben"]);
    expect(recentNames([])).toEqual([]);
  });

  it("never names anyone twice and never more than the limit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ players: fc.array(fc.string({ maxLength: 6 }), { maxLength: 6 }) }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 20 }),
        (games, limit) => {
          const names = recentNames(games, limit);
          expect(names.length).toBeLessThanOrEqual(limit);
          expect(new Set(names.map(nameKey)).size).toBe(names.length);
          for (const name of names)
            expect(games.some((g) => g.players.some((p) => nameKey(p) === nameKey(name)))).toBe(true);
        },
      ),
    );
  });
});
