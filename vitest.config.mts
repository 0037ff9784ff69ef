import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const resolve = {
  alias: {
    "@": root("./"),
    // `server-only` throws outside React Server Components; tests call lib code directly.
    "server-only": root("./tests/server-only-stub.ts"),
  },
};

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          // Wherever a test lives (engine, lib, component, script), except the API suite below and the e2e specs.
          include: ["**/*.test.{ts,tsx,mjs}"],
          exclude: [
            "tests/api/**",
            "tests/crash/**",
            "tests/live/**",
            "node_modules/**",
            "e2e/**",
            ".next*/**",
            ".test-output*/**",
          ],
          environment: "node",
          // A limit against hangs, not a speed check (speed lives in `npm run bench`): fast-check properties took
          // over the 5 s default on a 2-core machine at load ~25.
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Each test file gets its own fresh SQLite file (see the setup file).
          setupFiles: ["tests/api/setup.ts"],
          // With TEST_POSTGRES_URL: drops the run's test databases at the end.
          globalSetup: ["tests/api/postgres-cleanup.ts"],
          // Against hangs only: a PostgreSQL property test over whole games took over 30 s at load ~25.
          testTimeout: 120_000,
          // A file's beforeAll seeds whole leagues; on a loaded 2-core machine 10 s (the default) was not enough.
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          // Against the production build (scripts/test-all.mjs runs it after building): kills the server.
          name: "crash",
          include: ["tests/crash/**/*.test.ts"],
          environment: "node",
          // One production server at a time: the start-up and import load tests time answers, which another test's
          // server beside them on a 2-core machine would disturb.
          fileParallelism: false,
          testTimeout: 300_000,
        },
      },
      {
        resolve,
        test: {
          // Two production servers on one PostgreSQL database (scripts/test-all.mjs runs it with TEST_POSTGRES_URL).
          name: "live",
          include: ["tests/live/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
    ],
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
