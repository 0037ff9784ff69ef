import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { SCOREBOARD_COOKIES } from "../page-cookies";
import { isLocale, localeFromAcceptLanguage } from "./locales";
import { MESSAGES } from "./messages/all";
import { knownTimeZone, serverTimeZone } from "./time-zone";

// No locale in the URL: the language switch sets a cookie; without it the browser's languages decide.
export default getRequestConfig(async () => {
  const jar = await cookies();
  const chosen = jar.get(SCOREBOARD_COOKIES.locale())?.value;
  const locale = isLocale(chosen) ? chosen : localeFromAcceptLanguage((await headers()).get("accept-language"));
  // Dates and times in the phone's zone, which its page script keeps in a cookie (lib/i18n/time-zone.ts).
  const timeZone = knownTimeZone(jar.get(SCOREBOARD_COOKIES.timeZone())?.value) ?? serverTimeZone();
  return { locale, timeZone, messages: MESSAGES[locale] };
});
