import { LOCALES } from "../lib/i18n/locales";
import { expect } from "./fixtures";
import type { TestLocale } from "./i18n";
import { sidewaysScroll, wordsBrokenMidWord } from "./layout-checks";
import { chooseLocale, setRootFontSize, pageTest as test } from "./table-pages";

// A finished game's scoreboard at 200 % text, the winner being the long name: the headline ("Bartholomäus gewinnt!"),
// the share panel's download buttons ("JSON downloaden") and the rest keep every word whole, in every language. The
// a11y suite's scoreboards are games still being played.
for (const locale of LOCALES) {
  test(`a game won by a long name keeps every word whole at 200 % (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale as TestLocale);
    const created = await (
      await page.request.post("/api/v1/sessions", {
        data: { game: "nines", players: ["Ann", "Bartholomäus", "Cem"], options: { rounds: 1 } },
      })
    ).json();
    const id = (name: string) => created.players.find((p: { name: string }) => p.name === name).id;
    const round = await page.request.post(`/api/v1/sessions/${created.id}/rounds`, {
      data: { winner: id("Bartholomäus"), hands: { [id("Ann")]: 12, [id("Cem")]: 20 } },
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(round.status(), await round.text()).toBe(201);
    await page.goto(`/sessions/${created.id}`);
    await expect(page.getByTestId("winner")).toContainText("Bartholomäus");
    await expect(page.locator('[aria-labelledby="share-heading"]')).toBeVisible();
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), "sideways scroll at 200 %").toEqual({ overflow: 0, culprits: [] });
    expect(await wordsBrokenMidWord(page, "main"), "words broken mid-word at 200 %").toEqual([]);
  });
}

// A game ending in a tie for the win: the scoreboard's tie-break banner names the tied players ("Bartholomäus und
// Maximiliane spielen ein Stechen") and broke the long name mid-word at 200 % text.
for (const locale of LOCALES) {
  test(`a tie-break between long names keeps every word whole at 200 % (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale as TestLocale);
    const created = await (
      await page.request.post("/api/v1/sessions", {
        data: { game: "nines", players: ["Bartholomäus", "Maximiliane", "Cem"], options: { threshold: 50 } },
      })
    ).json();
    const id = (name: string) => created.players.find((p: { name: string }) => p.name === name).id;
    // Cem passes 50; Bartholomäus and Maximiliane tie on 20, the lowest total.
    for (const data of [
      { winner: id("Bartholomäus"), hands: { [id("Maximiliane")]: 20, [id("Cem")]: 30 } },
      { winner: id("Maximiliane"), hands: { [id("Bartholomäus")]: 20, [id("Cem")]: 30 } },
    ]) {
      const round = await page.request.post(`/api/v1/sessions/${created.id}/rounds`, {
        data,
        headers: { authorization: `Bearer ${created.token}` },
      });
      expect(round.status(), await round.text()).toBe(201);
    }
    await page.goto(`/sessions/${created.id}`);
    await expect(page.getByTestId("tiebreak")).toContainText("Maximiliane");
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), "sideways scroll at 200 %").toEqual({ overflow: 0, culprits: [] });
    expect(await wordsBrokenMidWord(page, "main"), "words broken mid-word at 200 %").toEqual([]);
  });
}
