import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDecision, currentStamp, inspectBuild, readStamp, STAMP_FILE, writeStamp } from "./build-stamp.mjs";

describe("buildDecision", () => {
  const stamp = (commit, sources, dirty = false) => ({ commit, sources, dirty });
  const built = (s, provider = "sqlite") => ({ exists: true, provider, stamp: s });

  it("builds when there is no build", () => {
    expect(buildDecision({ exists: false, provider: null, stamp: null }, stamp("a", "t")).rebuild).toBe(true);
  });

  it("builds when the build was made for PostgreSQL", () => {
    const decision = buildDecision(built(stamp("a", "t"), "postgresql"), stamp("a", "t"));
    expect(decision).toEqual({ rebuild: true, why: "the build was made for postgresql, not SQLite" });
  });

  it("builds when the build has no stamp (made before builds were stamped)", () => {
    expect(buildDecision(built(null), stamp("a", "t")).rebuild).toBe(true);
  });

  it("builds when the sources differ, naming both commits", () => {
    const decision = buildDecision(built(stamp("1111111aaa", "t1")), stamp("2222222bbb", "t2", true));
    expect(decision.rebuild).toBe(true);
    expect(decision.why).toBe(
      "the build was made from 1111111, and the sources differ at 2222222 with uncommitted changes",
    );
  });

  it("reuses the build when only the commit differs (a commit of docs or tests)", () => {
    const decision = buildDecision(built(stamp("1111111aaa", "t")), stamp("2222222bbb", "t"));
    expect(decision).toEqual({
      rebuild: false,
      why: "the build was made from 1111111: the same sources as 2222222",
    });
  });
});

// Each case runs a dozen git commands: on a loaded machine that takes longer than vitest's default 5 s.
describe("currentStamp on a git work tree", { timeout: 60_000 }, () => {
  let repo;
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", ...args], {
      cwd: repo,
      encoding: "utf8",
    });
  const write = (path, text) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const commitAll = (message) => {
    git("add", "--all");
    git("commit", "-q", "-m", message);
  };

  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), "deckside-stamp-test-"));
    git("init", "-q");
    write(".gitignore", "node_modules/\n/.next*/\n");
    write("app/page.tsx", "export default 1;\n");
    write("lib/a.ts", "export const a = 1;\n");
    write("lib/a.test.ts", "test\n");
    write("bench/run.mjs", "run\n");
    write("docs/x.md", "doc\n");
    write("README.md", "readme\n");
    commitAll("first");
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it("is clean and names HEAD right after a commit", () => {
    const s = currentStamp(repo);
    expect(s.commit).toBe(git("rev-parse", "HEAD").trim());
    expect(s.dirty).toBe(false);
    expect(s.sources).toMatch(/^[0-9a-f]{40}$/);
  });

  it("ignores edits to files outside the build: bench, docs, markdown, tests, ignored files", () => {
    const before = currentStamp(repo);
    write("bench/run.mjs", "changed\n");
    write("docs/x.md", "changed\n");
    write("README.md", "changed\n");
    write("lib/a.test.ts", "changed\n");
    write("node_modules/pkg/index.js", "ignored\n");
    write("tests/api/new.test.ts", "new\n");
    expect(currentStamp(repo)).toEqual(before);
  });

  it("changes with an uncommitted edit or a new untracked file, and returns when it is undone", () => {
    const before = currentStamp(repo);
    write("lib/a.ts", "export const a = 2;\n");
    const edited = currentStamp(repo);
    expect(edited.sources).not.toBe(before.sources);
    expect(edited.dirty).toBe(true);
    expect(buildDecision({ exists: true, provider: "sqlite", stamp: before }, edited).rebuild).toBe(true);
    write("lib/a.ts", "export const a = 1;\n");
    write("lib/b.ts", "export const b = 1;\n");
    expect(currentStamp(repo).sources).not.toBe(before.sources);
    rmSync(join(repo, "lib/b.ts"));
    expect(currentStamp(repo)).toEqual(before);
  });

  it("does not depend on what is staged, and committing the edit keeps the sources the build was made from", () => {
    write("lib/a.ts", "export const a = 3;\n");
    const edited = currentStamp(repo);
    git("add", "lib/a.ts");
    expect(currentStamp(repo).sources).toBe(edited.sources);
    git("commit", "-q", "-m", "edit");
    const committed = currentStamp(repo);
    expect(committed.commit).not.toBe(edited.commit);
    expect(committed.sources).toBe(edited.sources);
    expect(buildDecision({ exists: true, provider: "sqlite", stamp: edited }, committed).rebuild).toBe(false);
  });

  it("reads back the stamp written beside a build", () => {
    const dist = join(repo, ".next-bench");
    mkdirSync(dist);
    expect(inspectBuild(dist)).toEqual({ exists: false, provider: null, stamp: null });
    writeFileSync(join(dist, "BUILD_ID"), "x");
    writeFileSync(join(dist, "deckside-provider.txt"), "sqlite");
    const s = currentStamp(repo);
    writeStamp(dist, s);
    expect(inspectBuild(dist)).toEqual({ exists: true, provider: "sqlite", stamp: s });
    writeFileSync(join(dist, STAMP_FILE), "not json");
    expect(readStamp(dist)).toBeNull();
  });
});
