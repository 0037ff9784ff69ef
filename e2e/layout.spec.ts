import { LOCALES } from "../lib/i18n/locales";
import { expect, test } from "./fixtures";
import { headerOffScreen, sidewaysScroll, smallTargets, truncatedTexts } from "./layout-checks";
import { chooseLocale, open, PAGES, seed, setRootFontSize } from "./table-pages";

const FITS = { overflow: 0, culprits: [] };

// Every page type on a 390×844 phone, in each language, at normal and at double text size: nothing scrolls
// sideways, the header stays on screen, names wrap instead of being cut, and every control is thumb-sized.
for (const locale of LOCALES) {
  test(`every page fits a phone at 100 % and 200 % text, with 44 px targets (${locale})`, async ({ page }) => {
    const data = await seed(page);
    await chooseLocale(page, locale);
    for (const type of PAGES) {
      await open(page, type, data);
      expect.soft(await sidewaysScroll(page), `${type.name}: sideways scroll at 100 %`).toEqual(FITS);
      expect.soft(await smallTargets(page), `${type.name}: controls under 44×44 px`).toEqual([]);
      expect.soft(await truncatedTexts(page), `${type.name}: texts cut at 100 %`).toEqual([]);
      await setRootFontSize(page, 200);
      expect.soft(await sidewaysScroll(page), `${type.name}: sideways scroll at 200 %`).toEqual(FITS);
      expect.soft(await headerOffScreen(page), `${type.name}: header controls off screen at 200 %`).toEqual([]);
      expect.soft(await truncatedTexts(page), `${type.name}: texts cut at 200 %`).toEqual([]);
    }
  });
}
