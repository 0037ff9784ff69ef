import { describe, expect, it } from "vitest";
import { insertSql } from "./insert-sql";

describe("an import's literal INSERT", () => {
  it("quotes text, writes numbers, booleans, dates and nulls as both databases read them", () => {
    const at = new Date("2026-11-30T19:20:40.000Z");
    const rows = [
      { id: "a", name: "O'Brien", seat: 2, won: true, at, memberId: null },
      { id: "b", name: '{"x":"y"}', seat: 0.5, won: false, at, memberId: "m" },
    ];
    expect(insertSql("T", ["id", "name", "seat", "won", "at", "memberId"], rows)).toBe(
      `INSERT INTO "T" ("id", "name", "seat", "won", "at", "memberId") VALUES ` +
        `('a','O''Brien',2,TRUE,'2026-11-30T19:20:40.000+00:00',NULL),` +
        `('b','{"x":"y"}',0.5,FALSE,'2026-11-30T19:20:40.000+00:00','m')`,
    );
  });

  it("refuses what it cannot write safely: a NUL in text, a number that is not finite", () => {
    expect(() => insertSql("T", ["name"], [{ name: "a\u0000b" }])).toThrow();
    expect(() => insertSql("T", ["n"], [{ n: Number.NaN }])).toThrow();
  });
});
