import { describe, expect, it } from "vitest";
import { ninetyEightOptionsSchema } from "./options";
import { ninetyEightRules } from "./referee";
import { ninetyEight } from "./rules";

const opts = (o: object = {}) => ninetyEightOptionsSchema.parse(o);
const four = { players: ["ann", "ben", "cem", "dan"], firstDealer: 0 };

describe("Ninety-Eight: the effective limit (issue 9)", () => {
  it("Ninety-Nine rules turn the default limit 98 into 99: one value for the session, the referee and the rules", () => {
    const options = opts({ ninetyNineRules: true });
    expect(options.limit).toBe(99);
    expect(ninetyEightRules(options).limit).toBe(99);
    expect(ninetyEightRules(options).effects.K).toEqual({ op: "set", value: 99 });
    expect(opts({ ninetyNineRules: true, limit: 99 }).limit).toBe(99);
    expect(ninetyEight.validateSetup(four, options)).toEqual([]);
  });

  it("without Ninety-Nine rules the limit is the one given (98, Speed 98's 50, even 99)", () => {
    expect(opts().limit).toBe(98);
    expect(opts({ limit: 50 }).limit).toBe(50);
    expect(opts({ limit: 99 }).limit).toBe(99);
  });

  it("Speed 98 with Ninety-Nine rules stays 50 and set-up refuses the contradiction", () => {
    const options = opts({ ninetyNineRules: true, limit: 50 });
    expect(options.limit).toBe(50);
    expect(ninetyEight.validateSetup(four, options)).toMatchObject([
      { code: "option_conflict", field: "limit", params: { limit: 50 } },
    ]);
  });

  it("parsing the stored (effective) options again changes nothing", () => {
    for (const given of [{}, { ninetyNineRules: true }, { limit: 50, rounds: 7, teams: true }]) {
      const once = opts(given);
      expect(opts(once)).toEqual(once);
    }
  });

  it("rounds: off by default, 1 to 50 when agreed", () => {
    expect(opts().rounds).toBeNull();
    expect(opts({ rounds: 1 }).rounds).toBe(1);
    expect(opts({ rounds: 50 }).rounds).toBe(50);
    for (const rounds of [0, 51, 2.5, "5"]) expect(ninetyEightOptionsSchema.safeParse({ rounds }).success).toBe(false);
  });

  it("an engine given options stored before `rounds` existed (or before the effective limit) reads them as now", () => {
    const stored = { ...opts(), limit: 98, ninetyNineRules: true } as Record<string, unknown>;
    delete stored.rounds;
    const state = ninetyEight.initialState(four, stored as never);
    expect(state.options).toMatchObject({ limit: 99, rounds: null });
    expect(ninetyEight.summarize(state).progress).toEqual({ lives: 3 });
  });
});
