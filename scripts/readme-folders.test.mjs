// The README's table of lib/ folders is how a newcomer finds their way (issue 24): it must name every folder there is,
// and no folder that is gone.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const listed = [...readme.matchAll(/^\| `lib\/([a-z0-9-]+)\/` +\|/gm)].map((m) => m[1]);
const folders = readdirSync("lib", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("README's lib folders", () => {
  it("lists every folder of lib/ once, and only those", () => {
    expect([...listed].sort()).toEqual([...folders].sort());
  });
});
