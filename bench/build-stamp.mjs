// Which sources a bench build was made from, so `npm run bench` rebuilds when the code changed instead of measuring
// an old build. The stamp holds the commit, whether the tree had uncommitted changes, and `sources`: the git tree
// hash of every file that goes into the build as it was on disk (committed or not, untracked files included, what
// .gitignore leaves out excluded). A build is reused only when that hash equals the current one, so a commit that
// changes only docs or tests does not force a rebuild, and an uncommitted edit to the app does.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The stamp's file inside the build directory. */
export const STAMP_FILE = "deckside-bench-source.json";

/** Paths that never go into the production build: editing them leaves a build current. */
export const NOT_BUILT = [
  "bench",
  "docs",
  "e2e",
  "tests",
  ".ci",
  "**/*.md",
  "**/*.test.ts",
  "**/*.test.tsx",
  "**/*.test.mjs",
];

const git = (cwd, args, env) =>
  execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...env } }).trim();

/** The stamp of the sources in the git work tree `cwd` as they are now. */
export function currentStamp(cwd = ".") {
  const commit = git(cwd, ["rev-parse", "HEAD"]);
  const pathspec = [".", ...NOT_BUILT.map((p) => `:(exclude,glob)${p.includes("*") ? p : `${p}/**`}`)];
  // A throw-away index: `git add` hashes the files on disk into it and write-tree names the whole as one hash,
  // without touching the real index (what someone has staged stays as it is).
  const dir = mkdtempSync(join(tmpdir(), "deckside-stamp-"));
  try {
    const env = { GIT_INDEX_FILE: join(dir, "index") };
    git(cwd, ["add", "--all", "--", ...pathspec], env);
    const sources = git(cwd, ["write-tree"], env);
    const dirty = git(cwd, ["status", "--porcelain", "--", ...pathspec]) !== "";
    return { commit, dirty, sources };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The stamp recorded beside the build in `distDir`, or null (none, or unreadable). */
export function readStamp(distDir) {
  try {
    const stamp = JSON.parse(readFileSync(join(distDir, STAMP_FILE), "utf8"));
    return typeof stamp?.sources === "string" && typeof stamp?.commit === "string" ? stamp : null;
  } catch {
    return null;
  }
}

export function writeStamp(distDir, stamp) {
  writeFileSync(join(distDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

const short = (stamp) => `${stamp.commit.slice(0, 7)}${stamp.dirty ? " with uncommitted changes" : ""}`;

/**
 * Whether the build described by `build` must be made again for the sources `now`, and why, in words for the
 * bench's output. `build`: { exists, provider, stamp } of the build directory (stamp null when it has none).
 */
export function buildDecision(build, now) {
  if (!build.exists) return { rebuild: true, why: "there is no production build" };
  if (build.provider !== "sqlite")
    return { rebuild: true, why: `the build was made for ${build.provider ?? "an unknown database"}, not SQLite` };
  if (!build.stamp) return { rebuild: true, why: "the build does not say which sources it was made from" };
  if (build.stamp.sources !== now.sources)
    return {
      rebuild: true,
      why: `the build was made from ${short(build.stamp)}, and the sources differ at ${short(now)}`,
    };
  return {
    rebuild: false,
    why: `the build was made from ${short(build.stamp)}: the same sources as ${short(now)}`,
  };
}

/** What `buildDecision` needs to know about the build directory. */
export function inspectBuild(distDir) {
  const marker = join(distDir, "deckside-provider.txt");
  return {
    exists: existsSync(join(distDir, "BUILD_ID")),
    provider: existsSync(marker) ? readFileSync(marker, "utf8") : null,
    stamp: readStamp(distDir),
  };
}
