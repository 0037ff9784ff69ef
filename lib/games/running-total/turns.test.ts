import { describe, expect, it } from "vitest";
import { face, REVERSE_FOUR, SKIP_THREE, standardEffects } from "./effects";
import { activePlayers, stepFrom, turnAfterPlay } from "./turns";
import type { RefereeState } from "./types";

const base = (seats: string[], eliminated: string[] = [], direction: 1 | -1 = 1): RefereeState => ({
  rules: { limit: 98, start: 0, countdown: false, handSize: 4, effects: standardEffects(98) },
  seats,
  eliminated,
  turn: seats[0] ?? null,
  direction,
  total: 0,
});

describe("stepFrom", () => {
  const seats = ["a", "b", "c", "d"];
  it("steps clockwise and wraps", () => {
    expect(stepFrom(seats, "a", 1, 1)).toBe("b");
    expect(stepFrom(seats, "d", 1, 1)).toBe("a");
    expect(stepFrom(seats, "c", 1, 2)).toBe("a");
  });
  it("steps counter-clockwise and wraps", () => {
    expect(stepFrom(seats, "a", -1, 1)).toBe("d");
    expect(stepFrom(seats, "b", -1, 2)).toBe("d");
  });
  it("falls back to the first player for someone not in the list", () => {
    expect(stepFrom(seats, "zed", 1, 1)).toBe("a");
  });
});

describe("activePlayers", () => {
  it("keeps seat order and drops the eliminated", () => {
    expect(activePlayers(base(["a", "b", "c", "d"], ["c", "a"]))).toEqual(["b", "d"]);
  });
});

describe("turnAfterPlay", () => {
  it("passes a plain card to the next player", () => {
    expect(turnAfterPlay(base(["a", "b", "c"]), "a", face(5))).toEqual({ turn: "b", direction: 1, skipped: null });
  });
  it("skips the next player on a skip card", () => {
    expect(turnAfterPlay(base(["a", "b", "c"]), "a", SKIP_THREE)).toEqual({ turn: "c", direction: 1, skipped: "b" });
  });
  it("skips counter-clockwise when the direction is reversed", () => {
    expect(turnAfterPlay(base(["a", "b", "c"], [], -1), "a", SKIP_THREE)).toEqual({
      turn: "b",
      direction: -1,
      skipped: "c",
    });
  });
  it("reverses with three players: the previous player plays next", () => {
    expect(turnAfterPlay(base(["a", "b", "c"]), "b", REVERSE_FOUR)).toEqual({
      turn: "a",
      direction: -1,
      skipped: null,
    });
  });
  it("reverses back to clockwise", () => {
    expect(turnAfterPlay(base(["a", "b", "c"], [], -1), "b", REVERSE_FOUR)).toEqual({
      turn: "c",
      direction: 1,
      skipped: null,
    });
  });
  it("with two players a reverse lets the same player play again (adding game ruling)", () => {
    expect(turnAfterPlay(base(["a", "b"]), "a", REVERSE_FOUR)).toEqual({ turn: "a", direction: -1, skipped: null });
  });
  it("with two players a skip also comes back to the player", () => {
    expect(turnAfterPlay(base(["a", "b"]), "b", SKIP_THREE)).toEqual({ turn: "b", direction: 1, skipped: "a" });
  });
  it("counts two players left after eliminations as two", () => {
    expect(turnAfterPlay(base(["a", "b", "c"], ["b"]), "a", REVERSE_FOUR).turn).toBe("a");
  });
  it("skips over eliminated players", () => {
    expect(turnAfterPlay(base(["a", "b", "c", "d"], ["b"]), "a", SKIP_THREE)).toEqual({
      turn: "d",
      direction: 1,
      skipped: "c",
    });
  });
});
