import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "../i18n/locales";

/**
 * The language this phone asks for now, read in the browser as the server reads it per request (lib/i18n/request.ts):
 * the language switch's cookie, else the browser's languages in order. The offline page needs it because the
 * service worker keeps one copy of that page, rendered in whatever language the phone had when the worker installed.
 */
export function phoneLocale(cookie: string, languages: readonly string[]): Locale {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return localeFromAcceptLanguage(languages.join(","));
}
