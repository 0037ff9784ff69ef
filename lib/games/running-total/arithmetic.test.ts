import { describe, expect, it } from "vitest";
import { choicesOf, outcomesOf, progressOf, shownTotal } from "./arithmetic";
import { REVERSE_FOUR, setTo, standardEffects } from "./effects";
import type { RuleSet } from "./types";

const up: RuleSet = { limit: 98, start: 0, countdown: false, handSize: 4, effects: standardEffects(98) };
const down: RuleSet = { ...up, limit: 99, countdown: true, effects: { ...standardEffects(99), K: setTo(99) } };

describe("progress and the countdown mirror", () => {
  it("is the total itself in the normal game", () => {
    expect(progressOf(up, 40)).toBe(40);
    expect(shownTotal(up, 40)).toBe(40);
  });
  it("is the distance from the limit in countdown", () => {
    expect(progressOf(down, 99)).toBe(0);
    expect(progressOf(down, 10)).toBe(89);
    expect(shownTotal(down, 89)).toBe(10);
  });
});

describe("choicesOf", () => {
  it("offers 1/11 for an ace and +10/−10 for a ten", () => {
    expect(choicesOf(up.effects.A)).toEqual([1, 11]);
    expect(choicesOf(up.effects["10"])).toEqual([10, -10]);
  });
  it("offers nothing for single-valued and setting cards", () => {
    expect(choicesOf(up.effects["7"])).toBeNull();
    expect(choicesOf(up.effects.K)).toBeNull();
    expect(choicesOf(REVERSE_FOUR)).toBeNull();
  });
});

describe("outcomesOf", () => {
  it("adds face values", () => {
    expect(outcomesOf(up, 50, "7")).toEqual([{ total: 57, legal: true }]);
  });
  it("lists both ace values with legality", () => {
    expect(outcomesOf(up, 90, "A")).toEqual([
      { choice: 1, total: 91, legal: true },
      { choice: 11, total: 101, legal: false },
    ]);
  });
  it("never goes below 0 on a −10", () => {
    expect(outcomesOf(up, 4, "10")).toEqual([
      { choice: 10, total: 14, legal: true },
      { choice: -10, total: 0, legal: true },
    ]);
  });
  it("sets the total with a K regardless of the current total", () => {
    expect(outcomesOf(up, 98, "K")).toEqual([{ total: 98, legal: true }]);
    expect(outcomesOf(up, 0, "K")).toEqual([{ total: 98, legal: true }]);
  });
  it("allows exactly the limit and refuses one more", () => {
    expect(outcomesOf(up, 89, "9")).toEqual([{ total: 98, legal: true }]);
    expect(outcomesOf(up, 90, "9")).toEqual([{ total: 99, legal: false }]);
  });
  it("mirrors every value in countdown", () => {
    expect(outcomesOf(down, 99, "7")).toEqual([{ total: 92, legal: true }]);
    expect(outcomesOf(down, 5, "A")).toEqual([
      { choice: 1, total: 4, legal: true },
      { choice: 11, total: -6, legal: false },
    ]);
    // The 10 counted −10 is the escape in countdown too: it puts 10 back, capped at the limit.
    expect(outcomesOf(down, 95, "10")).toEqual([
      { choice: 10, total: 85, legal: true },
      { choice: -10, total: 99, legal: true },
    ]);
    // A card that sets the limit in the normal game sets the edge, 0, in countdown.
    expect(outcomesOf(down, 60, "K")).toEqual([{ total: 0, legal: true }]);
  });
});
