// Names of the tests that failed (or passed only on a retry) in the suites' JSON reports, so the closing lines of
// `npm test` say which ones: CI keeps only the tail of the output.
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .find((line) => line.trim()) ?? "";

/** Failed tests of a vitest JSON report: "file > title: first line of the error". */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no test results, only a message.
    if (file.status === "failed" && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Tests of a Playwright JSON report that failed ("unexpected") or passed only when retried ("flaky"). */
export function playwrightOutcomes(report) {
  const failed = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const label = `${spec.file} > ${[...titles, spec.title].join(" > ")}`;
        const lastError = test.results?.findLast?.((result) => result.error)?.error?.message;
        if (test.status === "unexpected") failed.push(`${label}: ${firstLine(lastError).slice(0, 300)}`);
        if (test.status === "flaky") flaky.push(`${label} (failed first: ${firstLine(lastError).slice(0, 200)})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return { failed, flaky };
}
