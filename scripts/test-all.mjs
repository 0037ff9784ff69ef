// npm test: every suite (unit, API, end-to-end), then one closing line of totals: "N passed, M failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { databaseUrl } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";
import { playwrightOutcomes, vitestFailures } from "./lib/test-report.mjs";

const out = ".test-output";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => join("node_modules", ".bin", name);
// The PostgreSQL server, if any, is only for the run below that asks for it: the others use SQLite.
const postgres = process.env.TEST_POSTGRES_URL;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.TEST_POSTGRES_URL;

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const totals = { passed: 0, failed: 0 };
const problems = [];
// Which tests failed, and which passed only on a retry: printed just above the totals.
const failures = [];
const flaky = [];

// SIGKILL under load against a production build (tests/crash): rounds, totals, the database and league results survive.
function crashTest(label, output, extraEnv = {}) {
  run(
    label,
    bin("vitest"),
    ["run", "--project", "crash", "--reporter=default", "--reporter=json", `--outputFile=${out}/${output}`],
    { DECKSIDE_CRASH_TEST: "1", ...extraEnv },
  );
  const crash = readJson(`${out}/${output}`);
  failures.push(...vitestFailures(crash).map((failure) => `${label}: ${failure}`));
  if (crash && crash.numTotalTests > 0) {
    totals.passed += crash.numPassedTests;
    totals.failed += crash.numFailedTests;
  } else {
    problems.push(`${label}: did not run`);
    totals.failed += 1;
  }
}

// Two production servers on one PostgreSQL database: a round written through one reaches the other's event stream
// (tests/live). Needs the PostgreSQL build.
function liveTest(extraEnv) {
  run(
    "live events across two server processes on PostgreSQL (vitest)",
    bin("vitest"),
    ["run", "--project", "live", "--reporter=default", "--reporter=json", `--outputFile=${out}/vitest-live.json`],
    extraEnv,
  );
  const live = readJson(`${out}/vitest-live.json`);
  failures.push(...vitestFailures(live).map((failure) => `live, PostgreSQL: ${failure}`));
  if (live && live.numTotalTests > 0 && live.numPendingTests === 0) {
    totals.passed += live.numPassedTests;
    totals.failed += live.numFailedTests;
  } else {
    problems.push("live events across two processes: did not run");
    totals.failed += 1;
  }
}

const vitestCode = run("unit and API tests (vitest)", bin("vitest"), [
  "run",
  "--project",
  "unit",
  "--project",
  "api",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${out}/vitest.json`,
]);
const vitest = readJson(`${out}/vitest.json`);
failures.push(...vitestFailures(vitest));
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
}
if (!vitest || (vitestCode !== 0 && vitest.numFailedTests === 0)) {
  problems.push("vitest did not finish cleanly");
  totals.failed += 1;
}

// A fresh production build, so the browser tests never run against an older one.
const buildCode = run("production build", process.execPath, [join("scripts", "build.mjs")]);
const e2eCode = buildCode === 0 ? run("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"]) : 1;
if (buildCode !== 0) problems.push("the production build failed");

if (buildCode === 0) crashTest("crash test (vitest)", "vitest-crash.json");
const e2e = readJson(`${out}/playwright.json`);
const e2eOutcomes = playwrightOutcomes(e2e);
failures.push(...e2eOutcomes.failed.map((failure) => `e2e: ${failure}`));
flaky.push(...e2eOutcomes.flaky.map((test) => `e2e: ${test}`));
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
}
if (!e2e || (e2eCode !== 0 && (e2e?.stats.unexpected ?? 0) === 0)) {
  problems.push("Playwright did not finish cleanly");
  totals.failed += 1;
}

// The API suite and the crash test once more on PostgreSQL when a server is given (.ci/run starts one): the supported
// hosting database.
if (postgres) {
  // Next.js adds the build's own dist dir to tsconfig.json: the PostgreSQL build below must leave no trace there.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    generateClient(postgres);
    run(
      "API tests on PostgreSQL (vitest)",
      bin("vitest"),
      ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile=${out}/vitest-postgres.json`],
      { TEST_POSTGRES_URL: postgres },
    );
    // The server bundles the generated client, so PostgreSQL needs a build of its own, beside the SQLite one.
    const pgBuild = { DATABASE_URL: postgres, NEXT_DIST_DIR: ".next-postgres" };
    const pgBuildCode = run(
      "production build for PostgreSQL",
      process.execPath,
      [join("scripts", "build.mjs")],
      pgBuild,
    );
    if (pgBuildCode === 0) {
      crashTest("crash test on PostgreSQL (vitest)", "vitest-crash-postgres.json", {
        TEST_POSTGRES_URL: postgres,
        NEXT_DIST_DIR: pgBuild.NEXT_DIST_DIR,
      });
      liveTest({ TEST_POSTGRES_URL: postgres, NEXT_DIST_DIR: pgBuild.NEXT_DIST_DIR });
    } else {
      problems.push("the production build for PostgreSQL failed");
      totals.failed += 1;
    }
  } finally {
    generateClient(databaseUrl());
    if (readFileSync("tsconfig.json", "utf8") !== tsconfig) writeFileSync("tsconfig.json", tsconfig);
  }
  const pgResults = readJson(`${out}/vitest-postgres.json`);
  failures.push(...vitestFailures(pgResults).map((failure) => `PostgreSQL: ${failure}`));
  if (pgResults && pgResults.numTotalTests > 0) {
    totals.passed += pgResults.numPassedTests;
    totals.failed += pgResults.numFailedTests;
  } else {
    problems.push("the PostgreSQL API tests did not run");
    totals.failed += 1;
  }
} else {
  console.log("\n(PostgreSQL API tests skipped: set TEST_POSTGRES_URL to run them.)");
}

for (const test of flaky) console.log(`~ passed on a retry: ${test}`);
for (const failure of failures) console.log(`✗ ${failure}`);
for (const problem of problems) console.log(`! ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
