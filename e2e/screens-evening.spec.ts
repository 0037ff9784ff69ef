import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, seedSession, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { lowContrast, sidewaysScroll, truncatedTexts, wordsBrokenMidWord } from "./layout-checks";
import { joinAsScorer, newPhone, phone, postRound } from "./phones";
import { chooseLocale, setRootFontSize } from "./table-pages";

// Issue 28's screenshots: an evening of a casual group on one phone (three games, a long name, a spelling merged) and
// a league, every new page or part photographed at 390×844 in light and dark at 100 % and 200 % text, for a person to
// look at, and checked where a machine can: nothing scrolls sideways, no text is cut, no word broken mid-word (where
// the page is made to wrap between words), the page's key text on screen, every text at 4.5:1 in both schemes.
// The pictures go to the test output folder (E2E_OUTPUT/screens), never into the repository.

const OUT = `${process.env.E2E_OUTPUT ?? ".test-output"}/screens`;
const FITS = { overflow: 0, culprits: [] };
const LONG = "Bartholomäus";
const t = translator("en");

// Device pixels as CSS pixels: the pictures are for reading the layout, a quarter of the size at scale 2.
test.use({ ...phone, deviceScaleFactor: 1 });

interface Shot {
  /** What must be on screen (visible) in every variant. */
  key: Locator;
  /** Where a line break may not cut a word in two at 200 % (the parts made to wrap between words). */
  wholeWords?: string;
  /** 100 % text only (a part already photographed at 200 % on the same page). */
  only?: "100";
  /** Boxes whose content must fit their width (table mode fills the screen and scrolls inside; a card key). */
  box?: string;
}

async function save(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

/**
 * Waits (up to 10 s) for the colours to finish fading after a change of scheme (transitions only: an endless animation
 * never ends): on a busy machine they can outlast the second lowContrast waits, and a colour caught halfway is no
 * finding.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );
}

/** The page in light and dark (the phone's setting), at 100 % and 200 % text: checked, then photographed. */
async function photograph(page: Page, name: string, shot: Shot) {
  await page.evaluate(() => document.fonts.ready);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const percent of [100, 200]) {
      if (shot.only === "100" && percent === 200) continue;
      await setRootFontSize(page, percent);
      const at = `${name} ${scheme} ${percent} %`;
      await expect(shot.key, `${at}: key text`).toBeVisible();
      expect.soft(await sidewaysScroll(page), `${at}: sideways scroll`).toEqual(FITS);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${at}: scrollWidth`)
        .toBe(true);
      expect.soft(await truncatedTexts(page), `${at}: texts cut`).toEqual([]);
      if (shot.box) {
        const overflow = await page
          .locator(shot.box)
          .evaluateAll((elements) => Math.max(...elements.map((element) => element.scrollWidth - element.clientWidth)));
        expect.soft(overflow, `${at}: ${shot.box} wider than its box`).toBeLessThanOrEqual(0);
      }
      if (percent === 200 && shot.wholeWords) {
        expect.soft(await wordsBrokenMidWord(page, shot.wholeWords), `${at}: words broken`).toEqual([]);
      }
      if (percent === 100) {
        await settled(page);
        expect.soft(await lowContrast(page), `${at}: contrast`).toEqual([]);
      }
      await save(page, `${name}-${scheme}-${percent}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 100);
}

/** German and Dutch at 200 % text (their longest words), light: checked and photographed. */
async function inOtherLanguages(page: Page, name: string, path: string, key: (l: TestLocale) => Locator) {
  for (const locale of ["de", "nl"] as const) {
    await chooseLocale(page, locale);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await setRootFontSize(page, 200);
    const at = `${name} ${locale} 200 %`;
    await expect(key(locale), `${at}: key text`).toBeVisible();
    expect.soft(await sidewaysScroll(page), `${at}: sideways scroll`).toEqual(FITS);
    expect.soft(await truncatedTexts(page), `${at}: texts cut`).toEqual([]);
    await save(page, `${name}-${locale}-200`);
    await setRootFontSize(page, 100);
  }
  await chooseLocale(page, "en");
}

/** A Nines game of `players` on this phone (its scorer), one round per winner in `winners`, through the API. */
async function play(page: Page, players: string[], winners: string[], rounds = winners.length) {
  const session = await seedSession(page, { game: "nines", players, options: { rounds } });
  await joinAsScorer(page, session);
  for (const winner of winners) {
    const hands = Object.fromEntries(
      players.filter((p) => p !== winner).map((p, i) => [session.ids[p]!, [10 + i * 7, 23][i % 2]!]),
    );
    await postRound(page.request, session, { winner: session.ids[winner], hands });
  }
  return session;
}

test("issue 28's pages at 390×844: light and dark, 100 % and 200 % text", async ({ page, browser, baseURL }) => {
  test.setTimeout(1_500_000);
  // An evening: three finished games (Anna, anna and Ana win one each), and one still running, with a long name.
  await play(page, ["Anna", LONG, "Carla"], ["Anna"]);
  await play(page, ["anna", LONG, "Carla"], ["anna"]);
  const last = await play(page, ["Ana", LONG, "Carla"], ["Ana"]);
  const running = await play(page, ["Anna", LONG, "Carla"], ["Carla", "Anna", LONG, "Carla"], 10);

  // A league this phone has, and a finished casual game to file into it.
  const created = await page.request.post("/api/v1/leagues", { data: { name: "Thursday night club" } });
  expect(created.status()).toBe(201);
  const league = (await created.json()) as { id: string; token: string };
  await page.goto(`/leagues/${league.id}/join?token=${league.token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thursday night club" })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => decodeURIComponent(c.value).includes(league.id)))
    .toBe(true);

  // The header's theme switch: dark chosen in the app, on a phone set to light.
  await page.goto("/");
  const themeButton = (choice: string) =>
    page.getByRole("banner").getByRole("button", { name: `${t("app.theme")}: ${t(choice)}`, exact: true });
  await themeButton("app.themeSystem").click();
  await themeButton("app.themeLight").click();
  await expect(themeButton("app.themeDark")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect.soft(await lowContrast(page), "home, dark chosen in the app: contrast").toEqual([]);
  await save(page, "home-theme-dark-100");
  await setRootFontSize(page, 200);
  expect.soft(await sidewaysScroll(page), "home, dark chosen in the app, 200 %").toEqual(FITS);
  await save(page, "home-theme-dark-200");
  await setRootFontSize(page, 100);
  await themeButton("app.themeDark").click();
  await expect(themeButton("app.themeSystem")).toBeVisible();
  await photograph(page, "home", { key: page.getByTestId("people-link"), wholeWords: "main" });

  // People: the list, then Anna with "Ana" merged in (one spelling more), and her head-to-head with the long name.
  await page.goto("/people");
  await photograph(page, "people", { key: page.getByRole("link", { name: /^Anna/ }), wholeWords: "main" });
  await inOtherLanguages(page, "people", "/people", (l) =>
    page.getByRole("heading", { level: 1, name: translator(l)("people.title") }),
  );
  await page.goto("/people/anna");
  await page.getByTestId("merge-choice").selectOption("ana");
  await page.getByTestId("merge").click();
  await expect(page.getByText(t("people.alsoSpelled", { names: "anna and Ana" }))).toBeVisible();
  await photograph(page, "person", { key: page.getByTestId("person-wins"), wholeWords: "main" });
  await inOtherLanguages(page, "person", "/people/anna", (l) =>
    page.getByRole("heading", { name: translator(l)("people.headToHead") }),
  );
  await page.goto("/people/anna");
  await page.getByTestId("head-to-head").getByRole("link").first().click();
  await photograph(page, "person-versus", {
    key: page.getByRole("heading", { name: t("people.gamesWith", { name: LONG }) }),
    wholeWords: "main",
  });

  // The evening's recap, from the last game's scoreboard.
  await page.goto(`/sessions/${last.id}`);
  await photograph(page, "finished-scoreboard", { key: page.getByTestId("game-duration") });
  await page.getByTestId("evening-link").click();
  await expect(page.getByTestId("evening-summary")).toBeVisible();
  const recap = new URL(page.url()).pathname + new URL(page.url()).search;
  await photograph(page, "evening", { key: page.getByTestId("evening-summary"), wholeWords: "main" });
  await inOtherLanguages(page, "evening", recap, (l) =>
    page.getByRole("heading", { name: translator(l)("evenings.tally") }),
  );

  // Filing the finished game into the league: the confirmation, then the league line on every later visit.
  await page.goto(`/sessions/${last.id}`);
  await page.getByRole("button", { name: t("live.fileButton") }).click();
  await expect(page.getByTestId("filed-notice")).toBeVisible();
  await photograph(page, "filed", {
    key: page.getByTestId("filed-notice"),
    wholeWords: '[data-testid="filed-notice"]',
  });
  await page.goto(`/sessions/${last.id}`);
  await photograph(page, "league-line", { key: page.getByTestId("game-league"), only: "100" });

  // The league page, standings first, and its backup restored on the new-league page (the preview, before the tap).
  await page.goto(`/leagues/${league.id}`);
  await photograph(page, "league", { key: page.getByTestId("league-standings") });
  const backup = await page.request.get(`/api/v1/leagues/${league.id}/backup`, {
    headers: { authorization: `Bearer ${league.token}` },
  });
  expect(backup.status()).toBe(200);
  const backupFile = { name: "backup.json", mimeType: "application/json", buffer: await backup.body() };
  await page.goto("/leagues/new");
  await page.getByLabel(t("leagues.restoreFile")).setInputFiles(backupFile);
  await photograph(page, "league-restore", { key: page.getByTestId("restore-preview"), wholeWords: "main" });
  for (const locale of ["de", "nl"] as const) {
    await chooseLocale(page, locale);
    await page.goto("/leagues/new");
    await page.getByLabel(translator(locale)("leagues.restoreFile")).setInputFiles(backupFile);
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), `league-restore ${locale} 200 %`).toEqual(FITS);
    await save(page, `league-restore-${locale}-200`);
  }
  await chooseLocale(page, "en");

  // This phone: its backup, and the restore's preview of the same file.
  await page.goto("/phone");
  await photograph(page, "phone", { key: page.getByText(t("phone.secretWarning")), wholeWords: "main" });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: t("phone.download") }).click();
  const file = await (await downloading).path();
  await page.getByLabel(t("phone.restoreFile")).setInputFiles(file);
  await expect(page.getByRole("heading", { name: /^This file holds \d+ games$/ })).toBeVisible();
  // Whole words in the headings only: the preview's list of games still puts "Bartholomäus"'s comma on a line of its
  // own at 200 % (components/phone/phone-backup-restore.tsx, a known open item).
  await photograph(page, "phone-restore", {
    key: page.getByRole("heading", { name: /^This file holds \d+ games$/ }),
    wholeWords: "main h1, main h2, main h3",
  });
  await inOtherLanguages(page, "phone", "/phone", (l) => page.getByText(translator(l)("phone.secretWarning")));

  // The running game: its rounds table (the third column) at 200 %, and the share dialog over it.
  await page.goto(`/sessions/${running.id}`);
  await photograph(page, "scoreboard", { key: page.getByTestId("rounds-table") });
  await page.getByTestId("share-button").click();
  await photograph(page, "share-dialog", { key: page.getByTestId("share-dialog") });
  // The backdrop dims the page in either scheme (dark mode once turned the ramps' "black" into a light grey).
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const backdrop = await page
      .getByTestId("share-dialog")
      .evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor);
    expect.soft(backdrop, `share dialog's backdrop (${scheme})`).toBe("rgba(0, 0, 0, 0.6)");
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.keyboard.press("Escape");

  // Table mode in landscape, the long name at 200 %.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(`/sessions/${running.id}/table`);
  await photograph(page, "table-landscape", {
    key: page.getByTestId("table-mode"),
    wholeWords: '[data-testid="table-mode"]',
    box: '[data-testid="table-mode"]',
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // Another phone opens round 5's form: the notice on this phone's scoreboard, then in its own round form.
  const other = await newPhone(browser, baseURL);
  await joinAsScorer(other.page, running);
  await page.goto(`/sessions/${running.id}`);
  await other.page.getByRole("link", { name: t("scoreboard.enterRound", { round: 5 }) }).click();
  await expect(page.getByTestId("presence")).not.toBeEmpty({ timeout: 15_000 });
  await photograph(page, "presence-scoreboard", { key: page.getByTestId("presence") });
  await page.getByRole("link", { name: t("scoreboard.enterRound", { round: 5 }) }).click();
  await expect(page.getByTestId("presence")).not.toBeEmpty({ timeout: 15_000 });
  await photograph(page, "presence-form", { key: page.getByTestId("presence"), wholeWords: "main" });
  await other.context.close();

  // The Nines card picker, its "10" at 200 %.
  await page
    .getByRole("radiogroup", { name: t("nines.whoWentOut") })
    .getByRole("radio", { name: /Anna$/ })
    .click();
  const hand = page.getByTestId(`hand-${LONG}`);
  await hand.getByRole("radio", { name: t("nines.modeCards") }).click();
  const toggle = hand.getByRole("button", { name: new RegExp(t("nines.showPicker")) });
  if (await toggle.isVisible()) await toggle.click();
  await photograph(page, "nines-picker", {
    key: hand.locator('[data-card="10H"]'),
    wholeWords: "main",
    box: `[data-testid="hand-${LONG}"] [data-card]`,
  });
});
