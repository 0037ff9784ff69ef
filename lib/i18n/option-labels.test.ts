import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages/all";

// Option names and game ids are the API's (shared/rules README); the words a player reads beside them are the page's
// language. "Hard Nines" stayed English on the Dutch form (issue 28): every option's label and value label is
// translated in German and Dutch. The German sheets name two variants in English ("Speed 98", "Ring of 99", sheets
// 003 and 004): those names stay as the sheet writes them, in brackets after the value.
const SHEET_NAMES = /\((Speed 98|Ring of 99)\)/g;
function optionTexts(messages: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === "string") {
      const at = path.indexOf("options");
      const label = path.at(-1) === "label" || path.at(-2) === "values";
      if (at >= 0 && path.length - at <= 4 && label)
        found.set(path.join("."), node.replace(/\u00ad/g, "").replace(SHEET_NAMES, ""));
      return;
    }
    if (typeof node === "object" && node !== null)
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(messages, []);
  return found;
}

describe("option labels", () => {
  const english = optionTexts(MESSAGES.en);
  it("finds the options of every game", () => {
    expect(english.get("nines.options.hardNines.label")).toBe("Hard Nines");
    expect(english.size).toBeGreaterThan(30);
  });
  for (const locale of ["de", "nl"] as const) {
    it(`are all translated in ${locale}`, () => {
      const translated = optionTexts(MESSAGES[locale]);
      const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && /[a-z]{3}/i.test(text));
      expect(untranslated).toEqual([]);
    });
  }
});
