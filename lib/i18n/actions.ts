"use server";
import { cookies, headers } from "next/headers";
import { servedOverHttps } from "../auth/https";
import { isLocale, LOCALE_COOKIE, LOCALE_FIELD } from "./locales";

/** The language switch's form (its button's `locale`): a form, so a tap before the page hydrates still posts. */
export async function setLocaleAction(form: FormData): Promise<void> {
  const locale = form.get(LOCALE_FIELD);
  if (typeof locale !== "string" || !isLocale(locale)) return;
  const secure = servedOverHttps(await headers());
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", secure });
}
