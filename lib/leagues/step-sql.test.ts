import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateLiteral, insertStepsSql, numberLiteral, textLiteral } from "./step-sql";

describe("rating steps as SQL literals", () => {
  it("quotes text the standard way and refuses a NUL", () => {
    expect(textLiteral("abc")).toBe("'abc'");
    expect(textLiteral("O'Neil''s")).toBe("'O''Neil''''s'");
    expect(() => textLiteral("a\u0000b")).toThrow();
  });

  it("writes every finite number so that it reads back exactly", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Number(numberLiteral(x))).toBe(x === 0 ? 0 : x);
      }),
    );
    expect(() => numberLiteral(Number.NaN)).toThrow();
    expect(() => numberLiteral(Number.POSITIVE_INFINITY)).toThrow();
  });

  it("writes dates as Prisma's SQLite adapter stores them", () => {
    expect(dateLiteral(new Date(Date.UTC(2020, 0, 1, 19, 0, 0, 123)))).toBe("'2020-01-01T19:00:00.123+00:00'");
  });

  it("writes one row per step, in the table's column order", () => {
    const sql = insertStepsSql("L'1", [
      {
        sessionId: "s1",
        memberId: "m1",
        finishedAt: new Date(Date.UTC(2021, 5, 2)),
        rank: 2,
        rated: true,
        played: 3,
        wins: 1,
        rankSum: 5,
        points: 12,
        mu: 26.5,
        sigma: 7.25,
        streakWins: false,
        streakLength: 2,
      },
    ]);
    expect(sql).toBe(
      `INSERT INTO "LeagueRatingStep" ("leagueId", "sessionId", "memberId", "finishedAt", "rank", "rated", "played", "wins", "rankSum", "points", "mu", "sigma", "streakWins", "streakLength") VALUES ('L''1','s1','m1','2021-06-02T00:00:00.000+00:00',2,TRUE,3,1,5,12,26.5,7.25,FALSE,2)`,
    );
  });
});
