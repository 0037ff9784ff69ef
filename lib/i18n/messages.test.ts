import { describe, expect, it } from "vitest";
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
