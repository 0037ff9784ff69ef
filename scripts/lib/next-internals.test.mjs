import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { compression, NEXT_ACTION_HEADER, releaseCompressionStream } from "./next-internals.mjs";

// Fails when an upgrade of Next changes what scripts/lib/next-internals.mjs relies on (docs/next-upgrade.md).
const require = createRequire(import.meta.url);
const nextFile = (path) => readFileSync(require.resolve(`next/dist/${path}`), "utf8");

describe("what the server takes from Next", () => {
  it("still finds Next's compression middleware and its stream release at their private paths", () => {
    expect(typeof compression).toBe("function");
    // An Express-style middleware (req, res, next), as the server calls it.
    expect(compression().length).toBe(3);
    expect(typeof releaseCompressionStream).toBe("function");
    // Next's router still compresses with the same middleware (so the front's answers are gzipped as Next's are).
    expect(nextFile("server/lib/router-server.js")).toContain("next/dist/compiled/compression");
  });

  it("keeps the engine's Date, which Next still replaces with a wrapper that constructs through Reflect", () => {
    expect(globalThis.decksideNativeDate).toBe(Date);
    expect(nextFile("server/node-environment-extensions/date.js")).toContain("Reflect.construct");
  });

  it("names a server action's request header as Next's client sends it", () => {
    expect(nextFile("client/components/app-router-headers.js")).toContain(
      `const ACTION_HEADER = '${NEXT_ACTION_HEADER}';`,
    );
  });
});
