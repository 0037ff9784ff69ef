import type { Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect, seedSession } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { sidewaysScroll, wordsBrokenMidWord } from "./layout-checks";
import { postRound } from "./phones";
import { chooseLocale, setRootFontSize, pageTest as test } from "./table-pages";

// The questions asked before undoing a round, deleting a game and restoring an overwritten round (ConfirmAction) at
// 200 % text: the answers sat two a row whatever their length, so "Abbrechen", "Terugzetten" and "zurücknehmen" broke
// mid-word. The a11y suite sees these pages before any question is asked.

/** Checks the page at 200 % text (sideways scroll, words broken mid-word), then sets 100 % again. */
async function checkAtLargeText(page: Page, what: string) {
  await setRootFontSize(page, 200);
  expect.soft(await sidewaysScroll(page), `${what}: sideways scroll`).toEqual({ overflow: 0, culprits: [] });
  expect.soft(await wordsBrokenMidWord(page, "main"), `${what}: words broken mid-word`).toEqual([]);
  await setRootFontSize(page, 100);
}

/** Checks the button `trigger` and the question behind it at 200 % text, then answers "cancel". */
async function checkQuestion(page: Page, trigger: string | RegExp, what: string) {
  await checkAtLargeText(page, `${what} button`);
  await page.getByRole("button", { name: trigger }).first().click();
  const question = page.getByRole("alertdialog");
  await expect(question).toBeVisible();
  await checkAtLargeText(page, `${what} question`);
  await question.getByRole("button").first().click();
  await expect(question).toHaveCount(0);
}

for (const locale of LOCALES) {
  test(`undo, delete and restore questions keep every word whole at 200 % (${locale})`, async ({ page }) => {
    const t = translator(locale as TestLocale);
    await chooseLocale(page, locale as TestLocale);
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
    const round = { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } };
    await postRound(page.request, session, round);
    // Round 1 overwritten, so the history offers to restore it.
    const edited = { ...round, hands: { [Ben]: 11, [Cem]: 20 } };
    const edit = await page.request.put(`/api/v1/sessions/${session.id}/rounds/1`, {
      data: edited,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(edit.status()).toBe(200);

    await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
    await expect(page.getByRole("button", { name: /↶/ })).toBeVisible();
    await checkQuestion(page, /↶/, "undo");
    await checkQuestion(page, t("scoreboard.deleteGame"), "delete");
    await page.goto(`/sessions/${session.id}/history`);
    await checkQuestion(page, /↶/, "restore");
  });
}
