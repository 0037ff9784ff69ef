import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import compile from "icu-minify/compile";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "./locales";
import { LOCALES } from "./locales";
import { MESSAGES } from "./messages/all";
import { plainMessages, withoutSoftHyphens } from "./plain-text";

// The request's locale and messages, as next-intl's request config gives them to a page.
const request = vi.hoisted(() => ({ locale: "de" as string }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getMessages: async () => MESSAGES[request.locale as Locale],
  getTimeZone: async () => "Europe/Berlin",
  getNow: async () => new Date("2026-12-01T12:00:00Z"),
}));
const { getPlainTranslations } = await import("./plain-translations");

const SOFT = "\u00ad";
function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(strings);
}

describe("withoutSoftHyphens", () => {
  it("drops every soft hyphen and nothing else", () => {
    expect(withoutSoftHyphens(`Neun${SOFT}und${SOFT}neunzig (Stiche)`)).toBe("Neunundneunzig (Stiche)");
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant(SOFT))), (parts) => {
        const plain = withoutSoftHyphens(parts.join(""));
        expect(plain).not.toContain(SOFT);
        expect(plain).toBe(parts.map((part) => part.split(SOFT).join("")).join(""));
      }),
    );
  });
});

describe("plainMessages", () => {
  it.each(LOCALES)("%s: the same keys, every text without soft hyphens, and otherwise unchanged", (locale) => {
    const messages = MESSAGES[locale];
    const plain = plainMessages(messages);
    expect(strings(plain).some((text) => text.includes(SOFT))).toBe(false);
    expect(strings(plain)).toEqual(strings(messages).map(withoutSoftHyphens));
    // The messages themselves keep their soft hyphens for the page.
    if (locale !== "en") expect(strings(messages).some((text) => text.includes(SOFT))).toBe(true);
  });

  it("keeps a precompiled message's shape (the build compiles messages with icu-minify), only its texts plain", () => {
    // Plain after compiling is the same as compiling the plain text: arrays stay arrays, arguments stay arguments.
    const texts = [
      (MESSAGES.de.scoreboard as Record<string, string>).undo!,
      `{count, plural, one {# Zähl${SOFT}spiel} other {# Spiele}}`,
    ];
    for (const text of texts) {
      expect(plainMessages({ m: compile(text) })).toEqual({ m: compile(withoutSoftHyphens(text)) });
    }
    expect(Array.isArray(compile(texts[0]!))).toBe(true);
  });

  it("makes one copy per message set", () => {
    expect(plainMessages(MESSAGES.de)).toBe(plainMessages(MESSAGES.de));
    expect(plainMessages(MESSAGES.de)).not.toBe(plainMessages(MESSAGES.nl));
  });
});

describe("getPlainTranslations", () => {
  beforeEach(() => {
    request.locale = "de";
  });

  it("translates in the request's language without soft hyphens", async () => {
    const tg = await getPlainTranslations("games");
    expect(tg("ninety-nine-tricks.name")).toBe("Neunundneunzig (Stiche)");
    expect(tg("ninety-eight.name")).toBe("Achtundneunzig");
    expect((await getPlainTranslations("scoreboard"))("referee")).toBe("Schiedsrichter");
    request.locale = "nl";
    expect((await getPlainTranslations("games"))("ninety-nine-adding.name")).toBe("Negenennegentig (optellen)");
    expect((await getPlainTranslations("scoreboard"))("referee")).toBe("Scheidsrechter");
    request.locale = "en";
    expect((await getPlainTranslations("games"))("ninety-eight.name")).toBe("Ninety-Eight");
  });

  it("fills in values as the page's translator does", async () => {
    request.locale = "de";
    const t = await getPlainTranslations("scoreboard");
    expect(t("undo", { round: 3 })).toBe("Runde 3 zurücknehmen");
  });

  it.each(LOCALES)("%s: no game's name or page title keeps a soft hyphen", async (locale) => {
    request.locale = locale;
    const tg = await getPlainTranslations("games");
    for (const game of Object.keys(MESSAGES[locale].games as object)) expect(tg(`${game}.name`)).not.toContain(SOFT);
  });
});

// Text that leaves the page goes through the plain translator: a tab's title (every generateMetadata), the install
// manifest. A page added later that used the page's translator there would put "Neun­und­neunzig" in a title.
describe("metadata uses the plain translator", () => {
  const app = fileURLToPath(new URL("../../app", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  // The function's text: from its declaration to the first line that closes it.
  const metadataFunctions = files(app).flatMap((path) => {
    const source = readFileSync(path, "utf8");
    const found = /export (?:default )?async function (?:generateMetadata|manifest)\b[\s\S]*?\n}\n/.exec(source);
    return found ? [[path.slice(app.length + 1), found[0]] as const] : [];
  });

  it("finds the pages' metadata", () => {
    expect(metadataFunctions.length).toBeGreaterThanOrEqual(12);
  });
  it.each(metadataFunctions)("%s", (_, body) => {
    expect(body).not.toMatch(/\bgetTranslations\(|\buseTranslations\(|\bMESSAGES\b/);
  });
});
