import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../lib/i18n/messages/all";
import { expect } from "./fixtures";
import type { TestLocale } from "./i18n";

// What the league specs share: their messages by locale, a rich message as the page reads it, and a league this phone
// may edit.

export type Translate = ((key: string, values?: Record<string, unknown>) => string) & {
  markup: (key: string, values?: Record<string, unknown>) => string;
};

export const translate = (locale: TestLocale) =>
  createTranslator({ locale, messages: MESSAGES[locale] as never }) as unknown as Translate;

/** A rich message as the page reads it: its tags' text kept, the tags gone. */
export const plain = (t: Translate, key: string, values: Record<string, unknown>) =>
  t.markup(key, { ...values, league: (chunks: string) => chunks, nowrap: (chunks: string) => chunks });

/** A league made through the API, its edit link opened on this phone, and the league page visited (this phone knows it). */
export async function leagueOnThisPhone(page: Page, name: string) {
  const created = await page.request.post("/api/v1/leagues", { data: { name } });
  expect(created.status()).toBe(201);
  const league = (await created.json()) as { id: string; token: string };
  await page.goto(`/leagues/${league.id}/join?token=${league.token}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The page adds the league to this phone's list once it runs (RememberVisit).
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => decodeURIComponent(c.value).includes(league.id)))
    .toBe(true);
  return league;
}
