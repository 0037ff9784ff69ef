import { describe, expect, it } from "vitest";
import { answerForNul, holdsNul } from "./db-text-guard";
import { AppError } from "./errors";

describe("queries that name a NUL character", () => {
  it("finds a NUL anywhere in the arguments, and nothing else", () => {
    expect(holdsNul({ where: { id: "a\u0000b" } })).toBe(true);
    expect(holdsNul({ where: { id: { in: ["ok", "\u0000"] } } })).toBe(true);
    expect(holdsNul({ where: { id: "abc", createdAt: new Date(0) }, take: 3 })).toBe(false);
  });

  it("a read finds nothing, as SQLite does; other queries run", () => {
    expect(answerForNul("findUnique", { where: { id: "\u0000" } })).toEqual({ answer: null });
    expect(answerForNul("findMany", { where: { leagueId: "\u0000" } })).toEqual({ answer: [] });
    expect(answerForNul("count", { where: { leagueId: "\u0000" } })).toEqual({ answer: 0 });
    expect(answerForNul("findUnique", { where: { id: "abc" } })).toBeUndefined();
  });

  it("a write carrying one is refused, and an OrThrow read is not found", () => {
    expect(() => answerForNul("create", { data: { name: "A\u0000" } })).toThrow(AppError);
    expect(() => answerForNul("findUniqueOrThrow", { where: { id: "\u0000" } })).toThrow(/Nothing is stored/);
  });
});
