import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The scoreboard cache keys pages by the cookies in lib/page-cookies.ts (docs/decisions/025): a cookie the page reads
// by a name from anywhere else would let it answer one phone with another's page. This walks the page's import tree
// (its layouts, the page, and next-intl's request config, which runs on every page) and checks every module that
// reads cookies takes their names from that list and spells none itself.
const ROOT = resolve(__dirname, "..");
const ENTRIES = ["app/layout.tsx", "app/sessions/[id]/layout.tsx", "app/sessions/[id]/page.tsx", "lib/i18n/request.ts"];
const LIST = "lib/page-cookies.ts";
const READS_COOKIES = /\bcookies\(\)|\.get\(\s*["']cookie["']\s*\)|\bdocument\.cookie\b/;
// A cookie name written out: the list's own names and Next's locale cookie, in any quote.
const COOKIE_LITERAL = /["'`](NEXT_LOCALE|deckside-[\w-]*)/;
const HEADER_NAMES = /^(cookie|accept-language|host|x-forwarded-proto)$/;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(join(ROOT, from)), specifier)
      : null;
  if (base === null) return null; // a package: not the app's code
  for (const suffix of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (/\.tsx?$/.test(file) && existsSync(file)) return relative(ROOT, file);
  }
  return null; // css and the like
}

function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map((match) => match[1] ?? "");
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

function treeOf(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

describe("the cookies the scoreboard page reads", () => {
  const tree = treeOf(ENTRIES);
  const readers = [...tree].filter((file) => READS_COOKIES.test(readFileSync(join(ROOT, file), "utf8")));

  it("are read by modules whose names come from the one list", () => {
    // The readers known today, so a walk that finds nothing fails instead of passing.
    expect(readers).toEqual(
      expect.arrayContaining(["lib/i18n/request.ts", "lib/table/cookies.ts", "lib/leagues/cookies.ts"]),
    );
    for (const reader of readers) expect([reader, treeOf([reader]).has(LIST)]).toEqual([reader, true]);
  });

  it("are named in no module that reads them, nor read by a name written out", () => {
    for (const reader of readers) {
      const source = readFileSync(join(ROOT, reader), "utf8");
      expect([reader, source.match(COOKIE_LITERAL)?.[0] ?? null]).toEqual([reader, null]);
      // A literal handed to a `.get` is a header's name (the Cookie header itself, the languages), never a cookie's.
      for (const [, name] of source.matchAll(/\.get\(\s*["'`]([^"'`]*)/g)) {
        expect([reader, name]).toEqual([reader, expect.stringMatching(HEADER_NAMES)]);
      }
    }
  });
});
