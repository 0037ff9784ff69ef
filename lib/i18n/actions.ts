"use server";
import { cookies, headers } from "next/headers";
import { servedOverHttps } from "../auth/https";
import { isLocale, LOCALE_COOKIE } from "./locales";

export async function setLocaleAction(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  const secure = servedOverHttps(await headers());
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", secure });
}
