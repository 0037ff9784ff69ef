import { describe, expect, it } from "vitest";
import { leagueNameSchema, nameKey, playerNameSchema } from "./schema";

// Issue 14, "Names": one schema for players, members, their renames and (with its own length) league names.
const codes = (name: string, schema = playerNameSchema) => {
  const result = schema.safeParse(name);
  return result.success
    ? []
    : result.error.issues.map((issue) => (issue as { params?: { code?: string } }).params?.code);
};

describe("the name schema", () => {
  it("refuses a name with no visible character", () => {
    for (const name of [
      "\u200B",
      "\u200B\u200C\u200D",
      "\u2060\uFEFF",
      "\u3164",
      "\u2800\u2800",
      "\u00AD",
      " \u200B ",
    ]) {
      expect(codes(name), JSON.stringify(name)).toEqual(["name_invisible"]);
      expect(codes(name, leagueNameSchema)).toEqual(["name_invisible"]);
    }
    expect(codes("")).toEqual(["name_required"]);
    expect(codes("   ")).toEqual(["name_required"]);
  });

  it("drops bidi controls, so an override alone is no name and cannot reverse what follows", () => {
    expect(playerNameSchema.parse("Ann\u202Egnp.exe")).toBe("Anngnp.exe");
    expect(playerNameSchema.parse("\u2067Ann\u2069 \u200Fb")).toBe("Ann b");
    expect(codes("\u202E")).toEqual(["name_required"]);
    expect(codes("\u202E\u200B")).toEqual(["name_invisible"]);
    expect(leagueNameSchema.parse("\u202DClub\u202C")).toBe("Club");
  });

  it("keeps right-to-left names, emoji with joiners and accents", () => {
    expect(playerNameSchema.parse("שרה")).toBe("שרה");
    expect(playerNameSchema.parse("مريم")).toBe("مريم");
    expect(playerNameSchema.parse("👩\u200D👩\u200D👧")).toBe("👩\u200D👩\u200D👧");
    expect(playerNameSchema.parse("Zoë")).toBe("Zoë");
  });

  it("normalises to NFC: an accent typed separately becomes one character", () => {
    const decomposed = "Zoe\u0308";
    expect(playerNameSchema.parse(decomposed)).toBe("Zo\u00EB");
    expect(nameKey(decomposed)).toBe(nameKey("Zo\u00EB"));
  });

  it("counts 40 characters after cleaning", () => {
    expect(playerNameSchema.parse("e\u0301".repeat(40))).toBe("\u00E9".repeat(40));
    expect(playerNameSchema.parse(`\u202E${"a".repeat(40)}\u202C`)).toBe("a".repeat(40));
    expect(codes("a".repeat(41))).toEqual(["name_too_long"]);
    expect(codes("é".repeat(41))).toEqual(["name_too_long"]);
    expect(codes("a".repeat(60), leagueNameSchema)).toEqual([]);
    expect(codes("a".repeat(61), leagueNameSchema)).toEqual(["league_name_too_long"]);
  });

  it("one key for names that look the same: case, spaces, bidi controls, invisible characters, NFC", () => {
    const key = nameKey("Zoë");
    for (const same of [" zoë ", "ZOË", "Zo\u200Bë", "\u202EZoë", "Zoe\u0308"]) expect(nameKey(same)).toBe(key);
    expect(nameKey("Zoe")).not.toBe(key);
  });
});
