import { describe, expect, it } from "vitest";
import { toCsv } from "../csv";
import { standingsCsv } from "./export";
import type { StandingRow } from "./types";

// Issue 14: a member named =HYPERLINK(...) was exported as a live formula.
describe("CSV export", () => {
  it("makes a cell that starts like a formula text with a leading quote", () => {
    const csv = toCsv(["name"], [['=HYPERLINK("http://x","y")'], ["@SUM(1)"], ["+1+2"], ["-A1"], ["\tx"], ["\r=1"]]);
    expect(csv.split("\r\n").slice(1, 5)).toEqual([`"'=HYPERLINK(""http://x"",""y"")"`, "'@SUM(1)", "'+1+2", "'-A1"]);
    expect(csv).toContain("'\tx\r\n");
    expect(csv).toContain(`"'\r=1"`);
  });

  it("keeps numbers numbers, negative ones too, and leaves ordinary names alone", () => {
    expect(toCsv(["a", "b", "c", "d", "e"], [[-3.2, "-3.20", 0, "Ann-Sofie", "Ben, Jr."]])).toBe(
      'a,b,c,d,e\r\n-3.2,-3.20,0,Ann-Sofie,"Ben, Jr."\r\n',
    );
  });

  it("a negative rating in the standings stays a number; a formula-like name does not", () => {
    const row = {
      name: "@SUM(1)",
      played: 3,
      wins: 0,
      winRate: 0,
      averagePlacement: 2,
      points: 0,
      ratingEstimate: -3.2,
      rating: { mu: 5.1, sigma: 2.77 },
      provisional: true,
      streak: null,
    } as unknown as StandingRow;
    expect(standingsCsv([row]).split("\r\n")[1]).toBe("1,'@SUM(1),3,0,0.000,2.00,0,-3.20,5.10,2.77,yes,");
  });
});
