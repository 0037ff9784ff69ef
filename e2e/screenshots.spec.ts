import { expect, snapshot } from "./fixtures";
import { chooseLocale, grantRights, open, PAGES, setRootFontSize, pageTest as test } from "./table-pages";

// Screenshots of every page type at 390×844, in light, in dark and at 200 % text (German: the longest words), for a
// person to look at (e2e/screenshots/, git-ignored). The pages themselves are checked by the layout and a11y specs.
test.use({ deviceScaleFactor: 1 });

const SHOTS = [
  { label: "light", scheme: "light", size: 100, locale: "en" },
  { label: "dark", scheme: "dark", size: 100, locale: "en" },
  { label: "text200", scheme: "light", size: 200, locale: "de" },
] as const;

for (const shot of SHOTS) {
  test(`every page type photographed (${shot.label})`, async ({ page, seeded: data }) => {
    await grantRights(page, data);
    await chooseLocale(page, shot.locale);
    await page.emulateMedia({ colorScheme: shot.scheme });
    for (const type of PAGES) {
      await open(page, type, data);
      if (shot.size !== 100) await setRootFontSize(page, shot.size);
      await snapshot(page, `table-${shot.label}-${type.name}`);
    }
    expect(PAGES.length).toBeGreaterThan(10);
  });
}
