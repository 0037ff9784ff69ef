import { defineConfig } from "@playwright/test";

// End-to-end tests play whole games through the production build, on a fresh SQLite file of their own.
const port = Number(process.env.E2E_PORT ?? 3210);
const output = process.env.E2E_OUTPUT ?? ".test-output";
const databaseUrl = process.env.E2E_DATABASE_URL ?? `file:./${output}/e2e.db`;

export default defineConfig({
  testDir: "e2e",
  outputDir: `${output}/playwright`,
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: a test that passes on its retry still shows, by name, in npm test's closing lines
  // ("passed on a retry"), so a flaky test is seen and mended, but one slow minute on a busy machine does not throw
  // away a whole submission. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Whole games on a busy 2-core CI machine: generous limits, so a test fails on a defect, not on a slow minute.
  // Tests wait on states (expect), never on sleeps.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: `${output}/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A phone: 390×844 CSS pixels, touch.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // A fresh database, then exactly what `npm start` does (migrations, build when missing, serve).
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
