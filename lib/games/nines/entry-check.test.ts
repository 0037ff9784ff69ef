import { describe, expect, it } from "vitest";
import { checkNinesEntry, ninesRoundCheck } from "./entry-check";
import { ninesPlay } from "./play";

describe("checkNinesEntry (the round entry's shape without zod)", () => {
  it("accepts a hand as cards, as typed text or as a penalty total, and a last card", () => {
    expect(checkNinesEntry({ winner: "a", hands: { b: ["KS", "9H"], c: "QD 2C", d: 12 }, lastCard: "9S" })).toEqual([]);
    expect(checkNinesEntry({ winner: "a", hands: {} })).toEqual([]);
  });

  it("names the field and says what was expected, as the API does", () => {
    expect(checkNinesEntry({ winner: "", hands: { b: 1.5 } })).toEqual([
      {
        code: "too_small",
        field: "winner",
        message: "Too small: expected string to have >=1 characters",
        params: { origin: "string", minimum: 1 },
      },
      { code: "invalid_union", field: "hands.b", message: "Invalid input" },
    ]);
    expect(checkNinesEntry({ hands: {} })).toEqual([
      {
        code: "invalid_type",
        field: "winner",
        message: "Invalid input: expected string, received undefined",
        params: { expected: "string" },
      },
    ]);
  });

  it("refuses a key the schema does not know, after the known ones", () => {
    expect(checkNinesEntry({ winner: 7, hands: {}, bonus: 1, extra: 2 })).toEqual([
      {
        code: "invalid_type",
        field: "winner",
        message: "Invalid input: expected string, received number",
        params: { expected: "string" },
      },
      {
        code: "unrecognized_keys",
        field: "",
        message: 'Unrecognized keys: "bonus", "extra"',
        params: { keys: "bonus, extra" },
      },
    ]);
  });

  it("refuses an entry that is not an object at all", () => {
    expect(checkNinesEntry(null)).toEqual([
      {
        code: "invalid_type",
        field: "",
        message: "Invalid input: expected object, received null",
        params: { expected: "object" },
      },
    ]);
  });

  it("is the replay with the shape check beside it", () => {
    expect(ninesRoundCheck.id).toBe("nines");
    expect(ninesRoundCheck.validate).toBe(ninesPlay.validate);
    expect(ninesRoundCheck.apply).toBe(ninesPlay.apply);
  });
});
