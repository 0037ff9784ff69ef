import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText, matchesSearch } from "./search";

const game = { gameName: "Ninety-Nine (tricks)", players: ["Bartholomä", "Ann", "Zoë"] };

describe("matchesSearch", () => {
  it("finds a game by a player, by the game, or by both, ignoring case and accents", () => {
    expect(matchesSearch(game, "ann")).toBe(true);
    expect(matchesSearch(game, "BARTHOLOMA")).toBe(true);
    expect(matchesSearch(game, "zoe tricks")).toBe(true);
    expect(matchesSearch(game, "ninety")).toBe(true);
  });

  it("needs every word to match somewhere", () => {
    expect(matchesSearch(game, "ann ben")).toBe(false);
    expect(matchesSearch(game, "nines")).toBe(false);
  });

  it("an empty search (or only spaces) lists every game", () => {
    expect(matchesSearch(game, "")).toBe(true);
    expect(matchesSearch(game, "   ")).toBe(true);
  });

  it("any part of a player's name finds the game", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), (name, a, b) => {
        const from = a % name.length;
        const part = name.slice(from, from + 1 + (b % (name.length - from)));
        fc.pre(part.trim() === part && part !== "" && !/\s/.test(part));
        expect(matchesSearch({ gameName: "Nines", players: [name] }, part)).toBe(true);
      }),
    );
  });
});

describe("foldText", () => {
  it("drops accents and case", () => {
    expect(foldText("Ärger Über Zoë")).toBe("arger uber zoe");
    expect(foldText("Neun\u00adund\u00adneunzig")).toBe("neunundneunzig");
  });
});
