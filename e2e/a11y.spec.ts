import { LOCALES } from "../lib/i18n/locales";
import { expect } from "./fixtures";
import {
  axeProblems,
  headerOffScreen,
  lowContrast,
  sidewaysScroll,
  smallTargets,
  textCount,
  truncatedTexts,
} from "./layout-checks";
import { chooseLocale, grantRights, open, PAGES, setRootFontSize, pageTest as test } from "./table-pages";

// Every page type on a 390×844 phone, in each language, loaded once and checked as it is read at a table:
// - nothing scrolls sideways, no name is cut, at 100 % and at 200 % root font size, and the header stays on screen;
// - every control is at least 44×44 px;
// - no serious or critical axe-core violation;
// - every text at 4.5:1 (large text 3:1) in the light and in the dark colour scheme.
const FITS = { overflow: 0, culprits: [] };

for (const locale of LOCALES) {
  for (const type of PAGES) {
    test(`${type.name} is readable at the table (${locale})`, async ({ page, seeded }) => {
      await grantRights(page, seeded);
      await chooseLocale(page, locale);
      await open(page, type, seeded);
      expect(await textCount(page), "texts found").toBeGreaterThan(3);
      expect.soft(await sidewaysScroll(page), "sideways scroll at 100 %").toEqual(FITS);
      expect.soft(await truncatedTexts(page), "texts cut at 100 %").toEqual([]);
      expect.soft(await smallTargets(page), "controls under 44×44 px").toEqual([]);
      expect.soft(await axeProblems(page), "axe-core, serious and critical").toEqual([]);
      expect.soft(await lowContrast(page), "contrast (light)").toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      expect.soft(await lowContrast(page), "contrast (dark)").toEqual([]);
      await page.emulateMedia({ colorScheme: "light" });
      await setRootFontSize(page, 200);
      expect.soft(await sidewaysScroll(page), "sideways scroll at 200 %").toEqual(FITS);
      expect.soft(await headerOffScreen(page), "header controls off screen at 200 %").toEqual([]);
      expect.soft(await truncatedTexts(page), "texts cut at 200 %").toEqual([]);
    });
  }
}
