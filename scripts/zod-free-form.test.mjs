// The scoreboard fetches the round form's code ahead, so "Enter round" opens it in place with the network stalled
// (components/scoreboard/round-in-place.tsx). Whatever that form reaches by static import ships with the scoreboard:
// zod (31 kB gzip) among it would break issue 27's 170 kB first-load budget, as it once did through a game's round
// adapter reaching the options' schemas. The games' forms check entries with lib/games/<game>/entry-check.ts instead.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();

function resolveImport(from, specifier) {
  const base = specifier.startsWith("@/")
    ? resolve(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The chains of static (non-type) imports from `start` that end in zod. */
function zodChains(start) {
  const parent = new Map();
  const queue = [resolve(ROOT, start)];
  parent.set(queue[0], null);
  const chains = [];
  while (queue.length > 0) {
    const file = queue.shift();
    const source = readFileSync(file, "utf8");
    for (const [statement, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)) {
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      if (specifier === "zod" || specifier.startsWith("zod/")) {
        const chain = [];
        for (let at = file; at !== null; at = parent.get(at)) chain.unshift(at.replace(`${ROOT}/`, ""));
        chains.push(chain.join(" -> "));
        continue;
      }
      const target = resolveImport(file, specifier);
      if (target !== null && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return chains;
}

describe("the round form the scoreboard opens in place", () => {
  it("reaches no zod by static import (its code is fetched with the scoreboard)", () => {
    expect(zodChains("components/scoreboard/in-place-form.tsx")).toEqual([]);
  });

  it("the check finds zod where it is (the walk is not blind)", () => {
    expect(zodChains("components/ninety-eight/session-options.ts")).not.toEqual([]);
  });
});
