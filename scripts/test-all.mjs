// npm test: every suite (unit, API, end-to-end), then one closing line of totals: "N passed, M failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { databaseUrl } from "./lib/database-url.mjs";
import { generateClient } from "./lib/prisma-client.mjs";
import { verdict } from "./lib/test-report.mjs";

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

// Every run with its report and exit code; scripts/lib/test-report.mjs judges them all at the end (a skipped test in
// one run may be covered by another, so none is judged alone).
const runs = [];

/** A vitest run with a JSON report: `skips` as test-report.mjs's verdict takes it. */
function vitestRun(label, projects, output, skips, extraEnv = {}) {
  const report = `${out}/${output}`;
  const code = run(
    label,
    bin("vitest"),
    [
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    extraEnv,
  );
  runs.push({ kind: "vitest", label, report: readJson(report), code, skips });
}

/** A run that could not start (its build failed): counted as a run without a report. */
const notRun = (label) => runs.push({ kind: "vitest", label, report: null, code: 1, skips: "none" });

const UNIT_API = "unit and API tests (vitest)";
const POSTGRES_API = "API tests on PostgreSQL (vitest)";
// Tests that need the other database skip themselves (e.g. the SQLite lock test on PostgreSQL, the PostgreSQL
// migration lock on SQLite): with a PostgreSQL server each must have passed in the other run; without one, the
// PostgreSQL-only ones are listed as skipped.
vitestRun(UNIT_API, ["unit", "api"], "vitest.json", postgres ? { coveredBy: [POSTGRES_API] } : "allowed");

// A fresh production build, so the browser tests never run against an older one.
const buildCode = run("production build", process.execPath, [join("scripts", "build.mjs")]);
runs.push({ kind: "step", label: "the production build", code: buildCode });
if (buildCode === 0) {
  const e2eCode = run("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"]);
  runs.push({ kind: "playwright", label: "e2e", report: readJson(`${out}/playwright.json`), code: e2eCode });
  // SIGKILL under load, and a start-up on a database full of games to repair, against the production build
  // (tests/crash): rounds, totals, the database and league results survive; the server answers while it repairs.
  vitestRun("crash test (vitest)", ["crash"], "vitest-crash.json", "none", { DECKSIDE_CRASH_TEST: "1" });
} else {
  runs.push({ kind: "playwright", label: "e2e", report: null, code: 1 });
  notRun("crash test (vitest)");
}

// The API suite and the crash test once more on PostgreSQL when a server is given (.ci/run starts one): the supported
// hosting database.
if (postgres) {
  // Next.js adds the build's own dist dir to tsconfig.json: the PostgreSQL build below must leave no trace there.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    generateClient(postgres);
    vitestRun(
      POSTGRES_API,
      ["api"],
      "vitest-postgres.json",
      { coveredBy: [UNIT_API] },
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
    runs.push({ kind: "step", label: "the production build for PostgreSQL", code: pgBuildCode });
    const onPostgres = { TEST_POSTGRES_URL: postgres, NEXT_DIST_DIR: pgBuild.NEXT_DIST_DIR };
    if (pgBuildCode === 0) {
      vitestRun("crash test on PostgreSQL (vitest)", ["crash"], "vitest-crash-postgres.json", "none", {
        DECKSIDE_CRASH_TEST: "1",
        ...onPostgres,
      });
      // Two production servers on one PostgreSQL database: a round written through one reaches the other's event
      // stream (tests/live).
      vitestRun(
        "live events across two server processes on PostgreSQL (vitest)",
        ["live"],
        "vitest-live.json",
        "none",
        onPostgres,
      );
    } else {
      notRun("crash test on PostgreSQL (vitest)");
      notRun("live events across two server processes on PostgreSQL (vitest)");
    }
  } finally {
    generateClient(databaseUrl());
    if (readFileSync("tsconfig.json", "utf8") !== tsconfig) writeFileSync("tsconfig.json", tsconfig);
  }
} else {
  console.log("\n(PostgreSQL runs skipped: set TEST_POSTGRES_URL to run them; .ci/run always does.)");
}

const totals = verdict(runs);
for (const note of totals.notes) console.log(`- ${note}`);
for (const test of totals.flaky) console.log(`~ passed on a retry: ${test}`);
for (const failure of totals.failures) console.log(`✗ ${failure}`);
for (const problem of totals.problems) console.log(`! ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
