import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workerFile, workerScript } from "./worker-file";

// Two builds in one checkout (NEXT_DIST_DIR) each keep and serve the worker their own build wrote: a server on build
// A after a build of B served B's, whose precache names B's chunks, and it never installed. (The route that serves
// it: tests/api/service-worker-route.test.ts.)

/** A dist dir holding a worker whose text names its build. */
function distWithWorker(build: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "deckside-dist-")), `.next-${build}`);
  mkdirSync(dir);
  writeFileSync(join(dir, "sw.js"), `/* the worker of build ${build} */`);
  return dir;
}

afterEach(() => vi.unstubAllEnvs());

describe("each build's own service worker", () => {
  it("the build writes its worker into its own dist dir", async () => {
    vi.stubEnv("NEXT_DIST_DIR", ".next-worker-test");
    vi.resetModules();
    // @ts-expect-error: plain JavaScript (the build script's config), no types
    const { default: config } = (await import("../../serwist.config.mjs")) as { default: { swDest: string } };
    expect(config.swDest).toBe(join(".next-worker-test", "sw.js"));
    expect(workerFile()).toBe(join(".next-worker-test", "sw.js"));
  });

  it("reads the worker of the dist dir this server runs, never another build's", async () => {
    const a = distWithWorker("a");
    const b = distWithWorker("b");
    vi.stubEnv("NEXT_DIST_DIR", a);
    expect(String(await workerScript())).toBe("/* the worker of build a */");
    vi.stubEnv("NEXT_DIST_DIR", b);
    expect(String(await workerScript())).toBe("/* the worker of build b */");
  });

  it("none when the build has no worker (next dev)", async () => {
    vi.stubEnv("NEXT_DIST_DIR", mkdtempSync(join(tmpdir(), "deckside-dist-")));
    expect(await workerScript()).toBeNull();
  });
});
