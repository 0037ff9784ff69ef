import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Bank, emptyBank, payEach, payIntoPot, takePot } from "./chips";

const sum = (bank: Bank) => Object.values(bank.chips).reduce((a, b) => a + b, 0) + bank.pot;

describe("chips", () => {
  it("starts empty", () => {
    expect(emptyBank(["a", "b"])).toEqual({ chips: { a: 0, b: 0 }, pot: 0 });
  });
  it("antes into the pot", () => {
    expect(payIntoPot(emptyBank(["a", "b", "c"]), ["a", "c"])).toEqual({ chips: { a: -1, b: 0, c: -1 }, pot: 2 });
  });
  it("pays one chip from each payer to the receiver", () => {
    expect(payEach(emptyBank(["a", "b", "c"]), ["b", "c"], "a")).toEqual({ chips: { a: 2, b: -1, c: -1 }, pot: 0 });
  });
  it("gives the whole pot to a single winner", () => {
    expect(takePot({ chips: { a: -3, b: -2 }, pot: 5 }, ["b"])).toEqual({ chips: { a: -3, b: 3 }, pot: 0 });
  });
  it("splits the pot among shared winners, odd chips in the order given", () => {
    expect(takePot({ chips: { a: -3, b: -2, c: -2 }, pot: 7 }, ["a", "c"])).toEqual({
      chips: { a: 1, b: -2, c: 1 },
      pot: 0,
    });
    expect(takePot({ chips: { a: 0, b: 0, c: -5 }, pot: 5 }, ["a", "b"]).chips).toEqual({ a: 3, b: 2, c: -5 });
  });
  it("leaves the bank alone without winners", () => {
    const bank = { chips: { a: -1 }, pot: 1 };
    expect(takePot(bank, [])).toBe(bank);
  });
  it("keeps balances plus pot at 0 through any flow", () => {
    const ids = ["a", "b", "c", "d"];
    const step = fc.record({
      kind: fc.constantFrom("ante", "pay", "take"),
      who: fc.subarray(ids),
      to: fc.constantFrom(...ids),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let bank = emptyBank(ids);
        for (const s of steps) {
          if (s.kind === "ante") bank = payIntoPot(bank, s.who);
          else if (s.kind === "pay") bank = payEach(bank, s.who, s.to);
          else bank = takePot(bank, s.who);
          expect(sum(bank)).toBe(0);
          expect(bank.pot).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
