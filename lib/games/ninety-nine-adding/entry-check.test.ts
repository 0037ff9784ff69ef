import { describe, expect, it } from "vitest";
import { checkNinetyNineAddingEntry } from "./entry-check";

describe("checkNinetyNineAddingEntry (the round entry's shape without zod)", () => {
  it("accepts the one player who busted", () => {
    expect(checkNinetyNineAddingEntry({ bust: "b" })).toEqual([]);
  });

  it("refuses an empty or missing name, and a list (zod measures its length too)", () => {
    expect(checkNinetyNineAddingEntry({ bust: "" })).toEqual([
      {
        code: "too_small",
        field: "bust",
        message: "Too small: expected string to have >=1 characters",
        params: { origin: "string", minimum: 1 },
      },
    ]);
    expect(checkNinetyNineAddingEntry({ bust: [] })).toEqual([
      {
        code: "invalid_type",
        field: "bust",
        message: "Invalid input: expected string, received array",
        params: { expected: "string" },
      },
      {
        code: "too_small",
        field: "bust",
        message: "Too small: expected array to have >=1 items",
        params: { origin: "array", minimum: 1 },
      },
    ]);
    expect(checkNinetyNineAddingEntry({})).toEqual([
      {
        code: "invalid_type",
        field: "bust",
        message: "Invalid input: expected string, received undefined",
        params: { expected: "string" },
      },
    ]);
  });
});
