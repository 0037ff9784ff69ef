import { LOCALES } from "../lib/i18n/locales";
import { expect, test } from "./fixtures";
import { axeProblems, lowContrast, textCount } from "./layout-checks";
import { chooseLocale, open, PAGES, seed } from "./table-pages";

// Every page type in each language: no serious or critical axe-core violation, and every text readable (4.5:1,
// large text 3:1) in the light and the dark colour scheme, measured from the browser's computed colours.
for (const locale of LOCALES) {
  test(`every page passes axe-core and has readable text in light and dark (${locale})`, async ({ page }) => {
    const data = await seed(page);
    await chooseLocale(page, locale);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const type of PAGES) {
        await open(page, type, data);
        expect(await textCount(page), `${type.name}: texts found`).toBeGreaterThan(3);
        expect.soft(await lowContrast(page), `${type.name} (${scheme}): low contrast`).toEqual([]);
        if (scheme === "light") expect.soft(await axeProblems(page), `${type.name}: axe`).toEqual([]);
      }
    }
  });
}
