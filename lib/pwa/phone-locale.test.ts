import { describe, expect, it } from "vitest";
import { phoneLocale } from "./phone-locale";

describe("phoneLocale", () => {
  it("takes the language switch's cookie first", () => {
    expect(phoneLocale("a=1; NEXT_LOCALE=de; b=2", ["nl-NL", "en"])).toBe("de");
    expect(phoneLocale("NEXT_LOCALE=nl", [])).toBe("nl");
  });

  it("else the browser's languages in their order, the first one supported; English when none is", () => {
    expect(phoneLocale("", ["nl-BE", "de-DE", "en"])).toBe("nl");
    expect(phoneLocale("other=x", ["fr-FR", "de-CH"])).toBe("de");
    expect(phoneLocale("", ["fr-FR", "es"])).toBe("en");
    expect(phoneLocale("", [])).toBe("en");
  });

  it("ignores a cookie naming a language it does not have, or one that only ends with the name", () => {
    expect(phoneLocale("NEXT_LOCALE=fr", ["nl"])).toBe("nl");
    expect(phoneLocale("MY_NEXT_LOCALE=de", ["nl"])).toBe("nl");
    expect(phoneLocale("NEXT_LOCALE=", ["de"])).toBe("de");
  });
});
