// What `npm test` makes of its runs (scripts/test-all.mjs): the totals of its closing line, the names of the tests
// that failed (or passed only on a retry), and what else fails the run. A run counts only for the tests it really
// ran: a suite that crashed (no report, or a non-zero exit with no failed test to explain it), a run that ran
// nothing, or a test skipped where it was meant to run fails the whole run, so "0 failed" means the tests ran.
// CI keeps only the tail of the output, so all of it is printed just above the totals.
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .find((line) => line.trim()) ?? "";

const fileOf = (file) => relative(process.cwd(), file.name);

/** Failed tests of a vitest JSON report: "file > title: first line of the error". */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = fileOf(file);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no test results, only a message; a failed hook (beforeAll) not even that.
    if (file.status === "failed" && failed.length === 0)
      failures.push(
        `${name}: ${firstLine(file.message) || "failed outside its tests (a hook?): see its output above"}`,
      );
  }
  return failures;
}

/** Tests of a vitest JSON report in these states ("passed"; "skipped", "pending", "todo"), as "file > title". */
export function vitestTests(report, states) {
  const wanted = new Set(states);
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => wanted.has(test.status))
      .map((test) => `${fileOf(file)} > ${test.fullName}`),
  );
}

const NOT_RUN = ["skipped", "pending", "todo"];

/** Tests of a Playwright JSON report that failed ("unexpected"), passed only when retried ("flaky") or were skipped. */
export function playwrightOutcomes(report) {
  const failed = [];
  const flaky = [];
  const skipped = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const label = `${spec.file} > ${[...titles, spec.title].join(" > ")}`;
        const lastError = test.results?.findLast?.((result) => result.error)?.error?.message;
        if (test.status === "unexpected") failed.push(`${label}: ${firstLine(lastError).slice(0, 300)}`);
        if (test.status === "flaky") flaky.push(`${label} (failed first: ${firstLine(lastError).slice(0, 200)})`);
        if (test.status === "skipped") skipped.push(label);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return { failed, flaky, skipped };
}

const listed = (names, max = 5) =>
  names.slice(0, max).join("; ") + (names.length > max ? `; and ${names.length - max} more` : "");

/**
 * The verdict on every run of `npm test`. Each run is one of:
 * - `{ kind: "vitest", label, report, code, skips }`: a vitest JSON report (null when none was written) and the exit
 *   code. `skips` says which skipped tests are expected: "none" (every test must run), "allowed" (listed as a note:
 *   the PostgreSQL-only tests when no PostgreSQL server is given) or `{ coveredBy: [labels] }` (a test skipped here
 *   must have passed in one of those runs: the SQLite-only tests in the PostgreSQL run and the reverse).
 * - `{ kind: "playwright", label, report, code }`: a Playwright JSON report; nothing may be skipped.
 * - `{ kind: "step", label, code }`: a command that must exit 0 (a build).
 * Returns the totals (every problem counts as one failed test) and the lines to print above them.
 */
export function verdict(runs) {
  const out = { passed: 0, failed: 0, failures: [], flaky: [], problems: [], notes: [] };
  const problem = (text) => {
    out.problems.push(text);
    out.failed += 1;
  };
  const passedIn = new Map(
    runs.filter((run) => run.kind === "vitest").map((run) => [run.label, new Set(vitestTests(run.report, ["passed"]))]),
  );
  for (const run of runs) {
    if (run.kind === "step") {
      if (run.code !== 0) problem(`${run.label} failed (exit code ${run.code})`);
      continue;
    }
    if (!run.report) {
      problem(`${run.label}: no report (the run crashed, or never started: exit code ${run.code})`);
      continue;
    }
    if (run.kind === "playwright") {
      const { failed, flaky, skipped } = playwrightOutcomes(run.report);
      out.failures.push(...failed.map((failure) => `${run.label}: ${failure}`));
      out.flaky.push(...flaky.map((test) => `${run.label}: ${test}`));
      out.passed += run.report.stats.expected + run.report.stats.flaky;
      out.failed += run.report.stats.unexpected;
      if (run.report.stats.expected + run.report.stats.flaky + run.report.stats.unexpected === 0)
        problem(`${run.label}: ran no tests`);
      if (skipped.length > 0) problem(`${run.label}: ${skipped.length} test(s) skipped: ${listed(skipped)}`);
      if (run.code !== 0 && run.report.stats.unexpected === 0)
        problem(`${run.label}: exit code ${run.code} with no failed test (a crash or an error outside the tests)`);
      continue;
    }
    const { report } = run;
    out.failures.push(...vitestFailures(report).map((failure) => `${run.label}: ${failure}`));
    out.passed += report.numPassedTests;
    out.failed += report.numFailedTests;
    if (report.numPassedTests + report.numFailedTests === 0) problem(`${run.label}: ran no tests`);
    const skipped = vitestTests(report, NOT_RUN);
    if (run.skips === "allowed") {
      if (skipped.length > 0) out.notes.push(`${run.label}: ${skipped.length} skipped: ${listed(skipped)}`);
    } else {
      const covering = run.skips?.coveredBy ?? [];
      const ranElsewhere = (test) => covering.some((label) => passedIn.get(label)?.has(test));
      const unexplained = skipped.filter((test) => !ranElsewhere(test));
      if (unexplained.length > 0)
        problem(`${run.label}: ${unexplained.length} test(s) skipped: ${listed(unexplained)}`);
    }
    if (run.code !== 0 && report.numFailedTests === 0)
      problem(`${run.label}: exit code ${run.code} with no failed test (a crash, a failed hook or file)`);
  }
  return out;
}
