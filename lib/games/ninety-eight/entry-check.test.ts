import { describe, expect, it } from "vitest";
import { checkNinetyEightEntry } from "./entry-check";

describe("checkNinetyEightEntry (the round entry's shape without zod)", () => {
  it("accepts the players out in this round, in order, or nobody", () => {
    expect(checkNinetyEightEntry({ eliminated: ["b", "a"] })).toEqual([]);
    expect(checkNinetyEightEntry({ eliminated: [] })).toEqual([]);
  });

  it("names each bad place in the list", () => {
    expect(checkNinetyEightEntry({ eliminated: ["b", "", 3] })).toEqual([
      {
        code: "too_small",
        field: "eliminated.1",
        message: "Too small: expected string to have >=1 characters",
        params: { origin: "string", minimum: 1 },
      },
      {
        code: "invalid_type",
        field: "eliminated.2",
        message: "Invalid input: expected string, received number",
        params: { expected: "string" },
      },
    ]);
  });

  it("says a list was expected", () => {
    expect(checkNinetyEightEntry({ eliminated: "b" })).toEqual([
      {
        code: "invalid_type",
        field: "eliminated",
        message: "Invalid input: expected array, received string",
        params: { expected: "array" },
      },
    ]);
  });
});
