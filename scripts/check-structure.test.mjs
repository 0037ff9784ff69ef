import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The layering check run on small made-up trees: each rule refuses what it should and lets the rest through.
const script = join(import.meta.dirname, "check-structure.mjs");
let tree;

function check(files) {
  tree = mkdtempSync(join(tmpdir(), "structure-"));
  const all = { "lib/games/game-ids.ts": 'export const GAME_IDS = ["nines", "whist"] as const;\n', ...files };
  for (const [path, source] of Object.entries(all)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const run = spawnSync(process.execPath, [script, tree], { encoding: "utf8" });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe("scripts/check-structure.mjs", () => {
  it("passes a tree that follows the rules", () => {
    const result = check({
      "lib/sessions/data.ts": 'import { db } from "../db";\n',
      "components/board.tsx":
        'import type { Row } from "@/lib/sessions/data";\nimport { x } from "@/lib/sessions/view";\n',
      "lib/games/nines/rules.ts":
        'import { z } from "zod";\nimport { card } from "../cards";\nexport const id = "nines";\n',
    });
    expect(result.output).toContain("every import follows");
    expect(result.ok).toBe(true);
  });

  it("refuses lib/db in a component, by alias or by a relative path", () => {
    const result = check({
      "components/a.tsx": 'import { db } from "@/lib/db";\n',
      "components/deep/b.tsx": 'import { db } from "../../lib/db";\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('components/a.tsx: imports "@/lib/db"');
    expect(result.output).toContain('components/deep/b.tsx: imports "../../lib/db"');
  });

  it("refuses Next's private modules outside lib/front/next-internals.ts", () => {
    const result = check({
      "lib/front/next-internals.ts": 'export { isBot } from "next/dist/shared/lib/router/utils/is-bot";\n',
      "lib/front/cache.ts":
        'import { isBot } from "next/dist/shared/lib/router/utils/is-bot";\nimport { x } from "next/server";\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(`lib/front/cache.ts: imports "next/dist/shared/lib/router/utils/is-bot"`);
    expect(result.output).not.toContain("next-internals.ts:");
    expect(result.output).not.toContain('"next/server"');
  });

  it("refuses an engine that imports outside lib/games, lib importing components, and code from data in a component", () => {
    const result = check({
      "lib/games/nines/rules.ts": 'import { env } from "../../env";\n',
      "lib/sessions/view.ts": 'import { Board } from "@/components/board";\n',
      "components/board.tsx": 'import { loadSession } from "@/lib/sessions/data";\n',
      "components/ok.tsx": 'import { type Row } from "@/lib/sessions/data";\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("lib/games imports nothing outside lib/games but zod");
    expect(result.output).toContain("lib never imports components or app");
    expect(result.output).toContain("components never import lib/<feature>/data or mutations");
    expect(result.output).not.toContain("components/ok.tsx");
  });

  it("refuses a game id outside the game's own folders", () => {
    const result = check({ "components/scoreboard/standings.tsx": 'const plays = game === "whist";\n' });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('game id "whist" outside its own folders');
  });

  it("lets a game id through in the messages' registry (lib/i18n/messages/games.ts), and nowhere else in lib/i18n", () => {
    const registry = 'export const GAME_MESSAGES = { "whist": { en: enWhist } };\n';
    expect(check({ "lib/i18n/messages/games.ts": registry }).ok).toBe(true);
    const elsewhere = check({ "lib/i18n/request.ts": 'const whist = "whist";\n' });
    expect(elsewhere.output).toContain('lib/i18n/request.ts: game id "whist" outside its own folders');
  });

  it("refuses two features that import each other, directly or round a longer cycle, and lets a one-way import through", () => {
    const result = check({
      "lib/sessions/view.ts": 'import { x } from "../leagues/results";\n',
      "lib/leagues/results.ts": 'import type { SessionView } from "../sessions/types";\n',
      "lib/history/data.ts": 'import { y } from "../live/bus";\n',
      "lib/live/bus.ts": 'import { z } from "@/lib/recent/names";\n',
      "lib/recent/names.ts": 'import { w } from "../history/data";\n',
      "lib/table/rounds.ts": 'import { v } from "../sessions/view";\nimport { u } from "../sql/types";\n',
      "lib/sql/types.ts": 'import { t } from "../sessions/view";\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("feature cycle: lib/leagues -> lib/sessions -> lib/leagues");
    expect(result.output).toContain("feature cycle: lib/history -> lib/live -> lib/recent -> lib/history");
    expect(result.output).toContain('lib/live/bus.ts imports "@/lib/recent/names"');
    // lib/table -> lib/sessions is one way; lib/sql is a shared layer, not a feature.
    expect(result.output).not.toContain("lib/table");
    expect(result.output).not.toContain("lib/sql");
    expect(result.output).toContain("2 structure problem(s)");
  });
});
