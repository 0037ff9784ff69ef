// The layering rules of docs/structure.md, checked on every import of the app's own code (npm run check).
// Biome formats and lints; this resolves each import to a file in the repo, which a pattern rule cannot do
// for relative paths, and knows whether it is `import type` (types may cross layers, code may not).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// The repo root, or another tree given as the first argument (the script's own test checks made-up trees).
const root = process.argv[2] ? resolve(process.argv[2]) : resolve(dirname(new URL(import.meta.url).pathname), "..");
const roots = ["app", "components", "lib"];
// The ids as lib/games/game-ids.ts lists them (read as text: this script runs without a TypeScript loader).
const GAME_IDS = [
  ...(/GAME_IDS = \[([^\]]*)\]/.exec(readFileSync(join(root, "lib/games/game-ids.ts"), "utf8"))?.[1] ?? "").matchAll(
    /"([^"]+)"/g,
  ),
].map((m) => m[1]);
if (GAME_IDS.length === 0) throw new Error("No game ids found in lib/games/game-ids.ts");

function walk(dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === "lib/generated" ? [] : walk(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Every import and re-export of a file: its specifier, the repo path it resolves to (null for a package), type-only or not. */
function importsOf(file) {
  const source = readFileSync(join(root, file), "utf8");
  const statements = /(?:^|[\s;])(?:import|export)\s+(type\s+)?([^"'`;]*?)\s*from\s*["']([^"']+)["']/g;
  const bare = /(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  const found = [...source.matchAll(statements)].map((m) => ({
    specifier: m[3],
    typeOnly: Boolean(m[1]) || typeOnlyClause(m[2]),
  }));
  for (const m of source.matchAll(bare)) found.push({ specifier: m[1] ?? m[2], typeOnly: false });
  return found.map((imp) => ({ ...imp, target: targetOf(file, imp.specifier) }));
}

/** `{ type A, type B }` imports types only; `{ type A, b }` does not. */
function typeOnlyClause(clause) {
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  return names
    ?.split(",")
    .filter((n) => n.trim())
    .every((n) => n.trim().startsWith("type "));
}

function targetOf(file, specifier) {
  if (specifier.startsWith("@/")) return specifier.slice(2).replace(/\.(ts|tsx)$/, "");
  if (specifier.startsWith("."))
    return relative(root, resolve(root, dirname(file), specifier)).replace(/\.(ts|tsx)$/, "");
  return null;
}

const isPrisma = ({ specifier, target }) =>
  specifier.startsWith("@prisma/") || target === "lib/db" || target?.startsWith("lib/generated/");
const isDataLayer = (file) => /^lib\/[^/]+\/(data|mutations)\.ts$/.test(file) || file === "lib/db.ts";

// The one module of app, components and lib that may import Next's private modules (docs/next-upgrade.md).
const NEXT_INTERNALS = "lib/front/next-internals.ts";

/** Each rule: which files it applies to, and what one import of them may not be (a message when broken). */
const rules = [
  (file, imp) =>
    isPrisma(imp) && !isDataLayer(file) && !isTest(file)
      ? "Prisma and lib/db only in lib/<feature>/data.ts and mutations.ts"
      : null,
  (file, imp) =>
    file.startsWith("lib/games/") && !isTest(file) && !(imp.target?.startsWith("lib/games/") || imp.specifier === "zod")
      ? "lib/games imports nothing outside lib/games but zod"
      : null,
  (file, imp) => (!file.startsWith("app/") && imp.target?.startsWith("app/") ? "only app/ imports from app/" : null),
  (file, imp) =>
    file.startsWith("lib/") && /^(components|app)\//.test(imp.target ?? "")
      ? "lib never imports components or app (imports flow app -> components -> lib)"
      : null,
  (file, imp) =>
    imp.specifier.startsWith("next/dist/") && file !== NEXT_INTERNALS
      ? `Next's private modules only in ${NEXT_INTERNALS} (docs/next-upgrade.md)`
      : null,
  (file, imp) =>
    file.startsWith("components/") && !imp.typeOnly && /^lib\/[^/]+\/(data|mutations)$/.test(imp.target ?? "")
      ? "components never import lib/<feature>/data or mutations (types aside)"
      : null,
];

/** A game id as a string literal belongs in that game's own folders, the registries or the messages. */
function gameIdLiterals(file) {
  if (isTest(file) || /^lib\/games\/(registry|game-ids)\.ts$|^lib\/i18n\/messages\//.test(file)) return [];
  const own = GAME_IDS.filter((id) => file.startsWith(`lib/games/${id}/`) || file.startsWith(`components/${id}/`));
  const source = readFileSync(join(root, file), "utf8");
  return GAME_IDS.filter((id) => !own.includes(id) && new RegExp(`["'\`]${id}["'\`]`).test(source)).map(
    (id) => `game id "${id}" outside its own folders (put it in the game's module)`,
  );
}

/**
 * The lib folders that are features: each owns a part of the app (its data, mutations, pages' loaders). Every other
 * lib folder (games, sql, api, auth, i18n, front, openapi, pwa, health, and the files at lib/'s root: db, errors,
 * env...) is a shared layer any feature may use. Two features never import each other, directly or round a longer
 * cycle: the lower one would not build, test or change without the upper one (docs/structure.md, "Features").
 */
const FEATURES = [
  "sessions",
  "history",
  "live",
  "leagues",
  "recent",
  "table",
  "imports",
  "repair",
  "referee",
  "offline",
  "people",
];

const featureOf = (path) => {
  const folder = /^lib\/([^/]+)\//.exec(path ?? "")?.[1];
  return folder && FEATURES.includes(folder) ? folder : null;
};

/** The shortest import path from one feature to another, or null (breadth first). */
function pathBetween(edges, from, to) {
  const before = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const path = [];
      for (let step = to; step !== null; step = before.get(step)) path.unshift(step);
      return path;
    }
    for (const next of [...(edges.get(at)?.keys() ?? [])].sort())
      if (!before.has(next)) {
        before.set(next, at);
        queue.push(next);
      }
  }
  return null;
}

/** Each cycle among the features, once: an import a -> b where b leads back to a. Types count too (a type import still ties one feature to the other's shape). */
function featureCycles(edges) {
  const cycles = new Map();
  for (const [from, targets] of [...edges.entries()].sort())
    for (const to of [...targets.keys()].sort()) {
      const back = pathBetween(edges, to, from);
      if (!back) continue;
      const path = [from, ...back];
      const key = [...new Set(path)].sort().join(",");
      if (cycles.has(key)) continue;
      const steps = path.slice(0, -1).map((feature, i) => edges.get(feature).get(path[i + 1]));
      cycles.set(key, `${path.map((f) => `lib/${f}`).join(" -> ")} (${steps.join("; ")})`);
    }
  return [...cycles.values()];
}

const problems = [];
/** feature -> feature it imports -> one import that does it (for the message). */
const featureEdges = new Map();
for (const file of roots.flatMap(walk)) {
  for (const imp of importsOf(file)) {
    const [from, to] = [featureOf(file), featureOf(imp.target)];
    if (from && to && from !== to && !isTest(file)) {
      if (!featureEdges.has(from)) featureEdges.set(from, new Map());
      if (!featureEdges.get(from).has(to)) featureEdges.get(from).set(to, `${file} imports "${imp.specifier}"`);
    }
    for (const rule of rules) {
      const broken = rule(file, imp);
      if (broken) problems.push(`${file}: imports "${imp.specifier}": ${broken}`);
    }
  }
  for (const message of gameIdLiterals(file)) problems.push(`${file}: ${message}`);
}

for (const cycle of featureCycles(featureEdges))
  problems.push(`feature cycle: ${cycle}: two features may not import each other (move the shared part down)`);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} structure problem(s); the rules are in docs/structure.md.`);
  process.exit(1);
}
console.log("Structure: every import follows the layering rules.");
