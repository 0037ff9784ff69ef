// GET /sw.js answers with the service worker of the build this server runs (lib/pwa/worker-file.ts): two builds in
// one checkout (NEXT_DIST_DIR) each serve their own, where a shared public/sw.js was the last build's.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/sw.js/route";

/** A dist dir holding a worker whose text names its build. */
function distWithWorker(build: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "deckside-dist-")), `.next-${build}`);
  mkdirSync(dir);
  writeFileSync(join(dir, "sw.js"), `/* the worker of build ${build} */`);
  return dir;
}

afterEach(() => vi.unstubAllEnvs());

describe("GET /sw.js", () => {
  it("is the worker of the build this server runs, as JavaScript, checked again on every registration", async () => {
    for (const build of ["a", "b"]) {
      vi.stubEnv("NEXT_DIST_DIR", distWithWorker(build));
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("cache-control")).toContain("max-age=0");
      expect(await response.text()).toBe(`/* the worker of build ${build} */`);
    }
  });

  it("is a 404 for a build without one", async () => {
    vi.stubEnv("NEXT_DIST_DIR", mkdtempSync(join(tmpdir(), "deckside-dist-")));
    expect((await GET()).status).toBe(404);
  });
});
