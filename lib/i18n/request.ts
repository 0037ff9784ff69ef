import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { SCOREBOARD_COOKIES } from "../page-cookies";
import { isLocale, localeFromAcceptLanguage } from "./locales";
import { MESSAGES } from "./messages/all";

// No locale in the URL: the language switch sets a cookie; without it the browser's languages decide.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(SCOREBOARD_COOKIES.locale())?.value;
  const locale = isLocale(chosen) ? chosen : localeFromAcceptLanguage((await headers()).get("accept-language"));
  return { locale, messages: MESSAGES[locale] };
});
