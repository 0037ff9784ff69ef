import { describe, expect, it } from "vitest";
import { checkNinetyNineTricksEntry } from "./entry-check";

const counts = { bids: { a: 3, b: 2, c: 4 }, tricks: { a: 3, b: 1, c: 5 } };

describe("checkNinetyNineTricksEntry (the round entry's shape without zod)", () => {
  it("accepts a trump as the API names it or as typed (a letter, a symbol, none), and no trump at all", () => {
    for (const trump of ["H", "h", "♥", " none ", null, undefined])
      expect(checkNinetyNineTricksEntry({ ...counts, trump })).toEqual([]);
    expect(checkNinetyNineTricksEntry(counts)).toEqual([]);
  });

  it("accepts one premium, or none", () => {
    expect(checkNinetyNineTricksEntry({ ...counts, premium: { player: "a", kind: "declare" } })).toEqual([]);
    expect(checkNinetyNineTricksEntry({ ...counts, premium: null })).toEqual([]);
  });

  it("refuses a count that is not a whole number, and a trump or premium kind it does not know", () => {
    expect(
      checkNinetyNineTricksEntry({
        bids: { a: 2.5 },
        tricks: { a: Number.NaN },
        trump: "X",
        premium: { player: "a", kind: "shout" },
      }),
    ).toEqual([
      {
        code: "invalid_type",
        field: "bids.a",
        message: "Invalid input: expected int, received number",
        params: { expected: "int", format: "safeint" },
      },
      {
        code: "invalid_type",
        field: "tricks.a",
        message: "Invalid input: expected number, received NaN",
        params: { expected: "number" },
      },
      {
        code: "invalid_value",
        field: "trump",
        message: 'Invalid option: expected one of "S"|"H"|"D"|"C"|"none"',
      },
      {
        code: "invalid_value",
        field: "premium.kind",
        message: 'Invalid option: expected one of "declare"|"reveal"',
      },
    ]);
  });

  it("refuses counts beyond the safe whole numbers", () => {
    expect(checkNinetyNineTricksEntry({ bids: { a: 2 ** 60 }, tricks: {} })).toEqual([
      {
        code: "too_big",
        field: "bids.a",
        message: "Too big: expected int to be <=9007199254740991",
        params: { origin: "int", maximum: Number.MAX_SAFE_INTEGER },
      },
    ]);
  });
});
