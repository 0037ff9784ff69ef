import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { MESSAGES } from "./messages/all";

const { en, de, nl } = MESSAGES;

// Every language has every message: a missing key would show a raw key to someone at the table.
function keys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

/** ICU argument names: a "{" opened at even nesting depth starts an argument; odd depth starts branch text. */
function placeholders(node: unknown, path: string): string[] {
  const text = String(path.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown>)[part], node));
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") {
      if (depth % 2 === 0) names.add(/^\w+/.exec(text.slice(i + 1))?.[0] ?? "");
      depth++;
    } else if (text[i] === "}") depth--;
  }
  return [...names].sort();
}

describe("messages", () => {
  const english = keys(en).sort();
  it.each([
    ["de", de],
    ["nl", nl],
  ] as const)("%s has exactly the English keys", (_, messages) => {
    expect(keys(messages).sort()).toEqual(english);
  });
  it.each([
    ["de", de],
    ["nl", nl],
  ] as const)("%s uses the same placeholders", (_, messages) => {
    for (const key of english) expect(placeholders(messages, key), key).toEqual(placeholders(en, key));
  });
});

// all.ts merges the files with a spread: a file left out of it, or two files with the same namespace, would
// silently lose texts, so every file on disk must reach the merged messages whole.
describe("message files", () => {
  const dir = (locale: string) => fileURLToPath(new URL(`./messages/${locale}/`, import.meta.url));
  const files = (locale: string) => readdirSync(dir(locale)).filter((name) => name.endsWith(".json"));
  it.each(LOCALES)("%s has the same files as English", (locale) => {
    expect(files(locale).sort()).toEqual(files("en").sort());
  });
  it.each(LOCALES)("every %s file is registered in all.ts, each namespace in one file only", (locale) => {
    const seen = new Map<string, string>();
    for (const file of files(locale)) {
      const content = JSON.parse(readFileSync(`${dir(locale)}${file}`, "utf8")) as Record<string, unknown>;
      for (const [namespace, texts] of Object.entries(content)) {
        expect(seen.get(namespace), `${locale}/${file}: ${namespace}`).toBeUndefined();
        seen.set(namespace, file);
        expect(MESSAGES[locale][namespace], `${locale}/${file}: ${namespace}`).toEqual(texts);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(MESSAGES[locale]).sort());
  });
});
