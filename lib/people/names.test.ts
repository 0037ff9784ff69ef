import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergesValue, parseMerges } from "./merges";
import { merged, personKey, personPathOf, resolveKey, unmerged } from "./names";

describe("personKey", () => {
  it("is one person for the same name in any case, with spaces around or invisible characters in it", () => {
    expect(personKey("anna")).toBe(personKey("Anna "));
    expect(personKey("  ANNA")).toBe("anna");
    expect(personKey("An\u200Bna")).toBe("anna");
  });

  it("keeps different spellings apart until this phone merges them", () => {
    expect(personKey("Ana")).not.toBe(personKey("Anna"));
    expect(personKey("Ana", { ana: "anna" })).toBe("anna");
  });

  it("follows a chain of merges and stops at a cycle", () => {
    expect(resolveKey("ana", { ana: "anna", anna: "ann" })).toBe("ann");
    expect(resolveKey("a", { a: "b", b: "a" })).toBe("b");
  });

  it("a player called __proto__ or constructor is a person like any other", () => {
    expect(personKey("constructor")).toBe("constructor");
    expect(personKey("__proto__", { __proto__x: "y" })).toBe("__proto__");
    expect(parseMerges(mergesValue(merged({}, "__proto__", "anna")))).toEqual(merged({}, "__proto__", "anna"));
    expect(personKey("__proto__", parseMerges(mergesValue(merged({}, "__proto__", "anna"))))).toBe("anna");
  });

  it("links a name to its person page", () => {
    expect(personPathOf(" Zoë Ö ")).toBe(`/people/${encodeURIComponent("zoë ö")}`);
  });
});

describe("merges", () => {
  it("a merge is one entry, undone by dropping it", () => {
    const after = merged({}, "ana", "anna");
    expect(after).toEqual({ ana: "anna" });
    expect(unmerged(after, "ana")).toEqual({});
  });

  it("merging a person into itself, or into one it already is, changes nothing", () => {
    expect(merged({}, "anna", "anna")).toEqual({});
    expect(merged({ ana: "anna" }, "ana", "anna")).toEqual({ ana: "anna" });
  });

  it("survives the cookie: what is written is read back; anything else reads as no merge", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (raw) => {
        const merges = Object.fromEntries(Object.entries(raw).filter(([from, into]) => from !== into));
        expect(parseMerges(mergesValue(merges))).toEqual(merges);
      }),
    );
    expect(parseMerges("%7Bnot json")).toEqual({});
    expect(parseMerges(encodeURIComponent('{"a":"b"}'))).toEqual({});
    expect(parseMerges(undefined)).toEqual({});
  });
});
