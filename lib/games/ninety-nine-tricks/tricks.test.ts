import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRICKS_PER_ROUND } from "./state";
import { fillLastTricks } from "./tricks";

describe("fillLastTricks", () => {
  it("fills the sheet's first round: Spieler 1 took 1 and Spieler 2 took 3, so Spieler 3 took 5", () => {
    expect(fillLastTricks({ p1: 1, p2: 3, p3: null })).toEqual({ tricks: { p1: 1, p2: 3, p3: 5 }, filled: "p3" });
  });

  it("fills whichever player is still open, not only the last seat", () => {
    expect(fillLastTricks({ p1: null, p2: 0, p3: 9 })).toEqual({ tricks: { p1: 0, p2: 0, p3: 9 }, filled: "p1" });
  });

  it("waits while two players are open, and fills nothing once everyone has a count", () => {
    expect(fillLastTricks({ p1: 4, p2: null, p3: null })).toEqual({
      tricks: { p1: 4, p2: null, p3: null },
      filled: null,
    });
    expect(fillLastTricks({ p1: 4, p2: 4, p3: 4 }).filled).toBeNull();
  });

  it("fills nothing when the others already took more than a round has (the sum check says why)", () => {
    expect(fillLastTricks({ p1: 6, p2: 5, p3: null })).toEqual({ tricks: { p1: 6, p2: 5, p3: null }, filled: null });
  });

  it("a filled round always adds up to exactly 9 tricks, each 0–9, and keeps what was entered", () => {
    const count = fc.integer({ min: 0, max: TRICKS_PER_ROUND });
    fc.assert(
      fc.property(count, count, fc.integer({ min: 0, max: 2 }), (a, b, open) => {
        const entered: Record<string, number | null> = { p0: a, p1: b, p2: 0 };
        const ids = ["p0", "p1", "p2"];
        // Two entered counts that fit in a round, and one open seat.
        entered[ids[(open + 1) % 3]!] = a;
        entered[ids[(open + 2) % 3]!] = Math.min(b, TRICKS_PER_ROUND - a);
        entered[ids[open]!] = null;
        const { tricks, filled } = fillLastTricks(entered);
        expect(filled).toBe(ids[open]);
        const values = Object.values(tricks) as number[];
        expect(values.reduce((s, v) => s + v, 0)).toBe(TRICKS_PER_ROUND);
        for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
        for (const id of ids) if (id !== filled) expect(tricks[id]).toBe(entered[id]);
      }),
    );
  });
});
