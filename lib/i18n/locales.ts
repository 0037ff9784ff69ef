import { SCOREBOARD_COOKIES } from "../page-cookies";

export const LOCALES = ["en", "de", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = SCOREBOARD_COOKIES.locale();
/** The language switch's form field: its buttons send the chosen language under this name. */
export const LOCALE_FIELD = "locale";

export function isLocale(value: string | undefined | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/** The best supported language from an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8" -> "de"). */
export function localeFromAcceptLanguage(header: string | null): Locale {
  const wanted = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  return wanted.map((w) => w.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
