import type { Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect, seedSession } from "./fixtures";
import type { TestLocale } from "./i18n";
import { sidewaysScroll, wordsBrokenMidWord } from "./layout-checks";
import { postRound } from "./phones";
import { chooseLocale, setRootFontSize, pageTest as test } from "./table-pages";

/** The scoreboard at 200 % text: no sideways scroll, every word whole. */
async function expectWholeWordsAtLargeText(page: Page) {
  await setRootFontSize(page, 200);
  expect.soft(await sidewaysScroll(page), "sideways scroll at 200 %").toEqual({ overflow: 0, culprits: [] });
  expect(await wordsBrokenMidWord(page, "main"), "words broken mid-word at 200 %").toEqual([]);
}

// A finished game's scoreboard at 200 % text, the winner being the long name: the headline ("Bartholomäus gewinnt!"),
// the share panel's download buttons ("JSON downloaden") and the rest keep every word whole, in every language. The
// a11y suite's scoreboards are games still being played.
for (const locale of LOCALES) {
  test(`a game won by a long name keeps every word whole at 200 % (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale as TestLocale);
    const session = await seedSession(page, {
      game: "nines",
      players: ["Ann", "Bartholomäus", "Cem"],
      options: { rounds: 1 },
    });
    const { Ann, Bartholomäus, Cem } = session.ids as Record<"Ann" | "Bartholomäus" | "Cem", string>;
    await postRound(page.request, session, { winner: Bartholomäus, hands: { [Ann]: 12, [Cem]: 20 } });
    await page.goto(`/sessions/${session.id}`);
    await expect(page.getByTestId("winner")).toContainText("Bartholomäus");
    await expect(page.locator('[aria-labelledby="share-heading"]')).toBeVisible();
    await expectWholeWordsAtLargeText(page);
  });
}

// A game ending in a tie for the win: the scoreboard's tie-break banner names the tied players ("Bartholomäus und
// Maximiliane spielen ein Stechen") and broke the long name mid-word at 200 % text.
for (const locale of LOCALES) {
  test(`a tie-break between long names keeps every word whole at 200 % (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale as TestLocale);
    const session = await seedSession(page, {
      game: "nines",
      players: ["Bartholomäus", "Maximiliane", "Cem"],
      options: { threshold: 50 },
    });
    const { Bartholomäus, Maximiliane, Cem } = session.ids as Record<"Bartholomäus" | "Maximiliane" | "Cem", string>;
    // Cem passes 50; Bartholomäus and Maximiliane tie on 20, the lowest total.
    await postRound(page.request, session, { winner: Bartholomäus, hands: { [Maximiliane]: 20, [Cem]: 30 } });
    await postRound(page.request, session, { winner: Maximiliane, hands: { [Bartholomäus]: 20, [Cem]: 30 } });
    await page.goto(`/sessions/${session.id}`);
    await expect(page.getByTestId("tiebreak")).toContainText("Maximiliane");
    await expectWholeWordsAtLargeText(page);
  });
}
