import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { verdict } from "./test-report.mjs";

/** A vitest JSON report: `tests` as [file, title, status], counted as vitest counts them. */
function vitestReport(tests) {
  const files = [...new Set(tests.map(([file]) => file))];
  const count = (status) => tests.filter((t) => t[2] === status).length;
  return {
    numTotalTests: tests.length,
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("skipped") + count("pending"),
    numTodoTests: count("todo"),
    testResults: files.map((file) => ({
      name: resolve(file),
      status: tests.some((t) => t[0] === file && t[2] === "failed") ? "failed" : "passed",
      message: "",
      assertionResults: tests
        .filter((t) => t[0] === file)
        .map(([, title, status]) => ({
          fullName: title,
          status,
          failureMessages: status === "failed" ? ["AssertionError: expected 1 to be 2\n    at ..."] : [],
        })),
    })),
  };
}

const vitest = (label, tests, extra = {}) => ({
  kind: "vitest",
  label,
  report: vitestReport(tests),
  code: tests.some((t) => t[2] === "failed") ? 1 : 0,
  skips: "none",
  ...extra,
});

const playwright = (stats, suites = [], code = stats.unexpected > 0 ? 1 : 0) => ({
  kind: "playwright",
  label: "e2e",
  report: { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats }, suites },
  code,
});

const ok = [
  ["tests/a.test.ts", "adds", "passed"],
  ["tests/a.test.ts", "undoes", "passed"],
];

describe("verdict", () => {
  it("passes runs whose every test ran and passed, and counts them", () => {
    const result = verdict([
      vitest("unit", ok),
      { kind: "step", label: "build", code: 0 },
      playwright({ expected: 3, flaky: 1 }),
    ]);
    expect(result).toMatchObject({ passed: 6, failed: 0, problems: [], failures: [] });
  });

  it("counts failed tests and names them", () => {
    const result = verdict([vitest("unit", [...ok, ["tests/b.test.ts", "keeps rounds", "failed"]])]);
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual([]);
    expect(result.failures).toEqual(["unit: tests/b.test.ts > keeps rounds: AssertionError: expected 1 to be 2"]);
  });

  it("fails a suite that crashed: a non-zero exit code that no failed test explains", () => {
    const result = verdict([vitest("crash test", ok, { code: 1 })]);
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual([expect.stringMatching(/^crash test: exit code 1 with no failed test/)]);
  });

  it("fails a suite whose beforeAll threw: its tests skipped, the run exited 1, nothing counted as failed", () => {
    const skipped = [
      ["tests/crash/crash.test.ts", "keeps every round", "skipped"],
      ["tests/crash/crash.test.ts", "keeps every result", "skipped"],
    ];
    const result = verdict([vitest("crash test", skipped, { code: 1 })]);
    expect(result.passed).toBe(0);
    expect(result.failed).toBe(3);
    expect(result.problems).toEqual([
      "crash test: ran no tests",
      "crash test: 2 test(s) skipped: tests/crash/crash.test.ts > keeps every round; tests/crash/crash.test.ts > keeps every result",
      expect.stringMatching(/^crash test: exit code 1 with no failed test/),
    ]);
  });

  it("fails a run where tests were skipped even though it exited 0 (skipIf without the variable it needs)", () => {
    const result = verdict([vitest("live", [["tests/live/two.test.ts", "reaches the other", "skipped"]])]);
    expect(result.failed).toBe(2);
    expect(result.problems).toEqual([
      "live: ran no tests",
      "live: 1 test(s) skipped: tests/live/two.test.ts > reaches the other",
    ]);
  });

  it("fails todo and pending tests too", () => {
    const result = verdict([vitest("crash", [...ok, ["tests/a.test.ts", "later", "todo"]])]);
    expect(result.failed).toBe(1);
  });

  it("fails a run without a report, whatever its exit code", () => {
    for (const code of [0, 1]) {
      const result = verdict([{ kind: "vitest", label: "API tests on PostgreSQL", report: null, code, skips: "none" }]);
      expect(result.failed).toBe(1);
      expect(result.problems).toEqual([expect.stringMatching(/^API tests on PostgreSQL: no report/)]);
    }
    expect(verdict([{ kind: "playwright", label: "e2e", report: null, code: 0 }]).failed).toBe(1);
  });

  it("fails a run that ran no tests", () => {
    expect(verdict([vitest("crash", [])]).problems).toEqual(["crash: ran no tests"]);
  });

  it("fails a step that exited non-zero", () => {
    expect(verdict([{ kind: "step", label: "the production build", code: 2 }]).problems).toEqual([
      "the production build failed (exit code 2)",
    ]);
  });

  it("accepts a test skipped in one database's run only when it passed in the other's", () => {
    const sqliteOnly = ["tests/api/pragmas.test.ts", "is in WAL", "passed"];
    const postgresOnly = ["tests/api/lock.test.ts", "on PostgreSQL", "passed"];
    const as = ([file, title], status) => [file, title, status];
    const runs = (postgresLock) => [
      vitest("unit and API", [...ok, sqliteOnly, as(postgresOnly, "skipped")], { skips: { coveredBy: ["pg"] } }),
      vitest("pg", [...ok, as(sqliteOnly, "skipped"), as(postgresOnly, postgresLock)], {
        skips: { coveredBy: ["unit and API"] },
      }),
    ];
    expect(verdict(runs("passed"))).toMatchObject({ passed: 6, failed: 0, problems: [] });
    // Skipped in both runs: it ran nowhere.
    const both = verdict(runs("skipped"));
    expect(both.problems).toEqual([
      "unit and API: 1 test(s) skipped: tests/api/lock.test.ts > on PostgreSQL",
      "pg: 1 test(s) skipped: tests/api/lock.test.ts > on PostgreSQL",
    ]);
    // The covering run missing (it crashed before writing a report): nothing covers the skipped test.
    const alone = verdict([runs("passed")[0]]);
    expect(alone.problems).toEqual(["unit and API: 1 test(s) skipped: tests/api/lock.test.ts > on PostgreSQL"]);
  });

  it("lists skipped tests as a note where skipping is allowed (no PostgreSQL server given)", () => {
    const result = verdict([
      vitest("unit and API", [...ok, ["tests/api/lock.test.ts", "on PostgreSQL", "skipped"]], { skips: "allowed" }),
    ]);
    expect(result).toMatchObject({ passed: 2, failed: 0, problems: [] });
    expect(result.notes).toEqual(["unit and API: 1 skipped: tests/api/lock.test.ts > on PostgreSQL"]);
  });

  it("fails a Playwright run with skipped tests, or a non-zero exit without a failed test", () => {
    const suites = [
      { title: "a.spec.ts", specs: [{ file: "a.spec.ts", title: "plays", tests: [{ status: "skipped" }] }] },
    ];
    expect(verdict([playwright({ expected: 2, skipped: 1 }, suites)]).problems).toEqual([
      "e2e: 1 test(s) skipped: a.spec.ts > plays",
    ]);
    expect(verdict([playwright({ expected: 2 }, [], 1)]).problems).toEqual([
      expect.stringMatching(/^e2e: exit code 1 with no failed test/),
    ]);
  });
});
