import { LOCALES } from "../lib/i18n/locales";
import { expect } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { sidewaysScroll, wordsBrokenMidWord } from "./layout-checks";
import { chooseLocale, grantRights, setRootFontSize, pageTest as test } from "./table-pages";

// A round form says why it refused a round beside the field concerned, where it has the least room: at 200 % text on
// a phone every word of it stays whole ("Ausgeschiedenen" broke mid-word) and nothing pushes the page sideways. The
// a11y suite sees the forms before anything is refused; this is the state after an empty save, in every language.
for (const locale of LOCALES) {
  test(`round forms refusing an empty round keep their words whole at 200 % (${locale})`, async ({
    page,
    seeded: data,
  }) => {
    await grantRights(page, data);
    await chooseLocale(page, locale as TestLocale);
    for (const game of ["nines", "tricks", "ninetyEight", "adding"] as const) {
      await page.goto(`/sessions/${data.sessions[game].id}/round`);
      await setRootFontSize(page, 200);
      await page.locator('main button[type="submit"]').click();
      // A refusal's messages are the paragraphs of the form's error regions.
      await expect(page.locator('main div[aria-live="polite"] > p').first()).toBeVisible();
      expect.soft(await sidewaysScroll(page), `${game}: sideways scroll`).toEqual({ overflow: 0, culprits: [] });
      expect.soft(await wordsBrokenMidWord(page, "main"), `${game}: words broken mid-word`).toEqual([]);
    }
  });
}

// A league backup restore refusing a file that is no backup says so under the file field, where the new-league page
// is narrowest: "Deckside-competitieback-up" (nl) broke mid-word at 200 % text.
for (const locale of LOCALES) {
  test(`a refused league restore keeps its words whole at 200 % (${locale})`, async ({ page }) => {
    const t = translator(locale as TestLocale);
    await chooseLocale(page, locale as TestLocale);
    await page.goto("/leagues/new");
    await page
      .getByLabel(t("leagues.restoreFile"))
      .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
    await expect(page.getByText(t("leagues.restoreNotBackup"))).toBeVisible();
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), "sideways scroll").toEqual({ overflow: 0, culprits: [] });
    expect(await wordsBrokenMidWord(page, "main"), "words broken mid-word").toEqual([]);
  });
}
