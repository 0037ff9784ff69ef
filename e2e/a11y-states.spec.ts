import type { Page } from "@playwright/test";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { axeProblems, lowContrast, sidewaysScroll, smallTargets, wordsBrokenMidWord } from "./layout-checks";
import { NewGamePage } from "./pages/new-game-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import {
  enterNinesRound,
  joinAsScorer,
  LIVE_MS,
  newPhone,
  ninesGameOnScorerPhone,
  queueStatus,
  waitForPageCopies,
  withLiveStream,
} from "./phones";
import { setRootFontSize } from "./table-pages";

// The states the phone's store brings (issue 27), checked as e2e/a11y.spec.ts checks every page: nothing scrolls
// sideways and no word breaks mid-word at 100 % and 200 % text, every control is 44×44 px, no serious axe-core
// violation, every text at 4.5:1 in the light and the dark scheme. Each state is photographed light, dark and at
// 200 % (e2e/screenshots/state-*) for a person to look at: the status line with a round saved offline, the three
// clash choices beside Save, and a game born offline in its shell.

const t = translator("en");
const FITS = { overflow: 0, culprits: [] };

/** Every check on the page as it is now, `words` the part that must wrap between words only. */
async function checkState(page: Page, name: string, words: string) {
  const at = (what: string) => `${name}: ${what}`;
  expect.soft(await sidewaysScroll(page), at("sideways scroll at 100 %")).toEqual(FITS);
  expect.soft(await smallTargets(page), at("controls under 44×44 px")).toEqual([]);
  expect.soft(await wordsBrokenMidWord(page, words), at("words broken mid-word at 100 %")).toEqual([]);
  expect.soft(await axeProblems(page), at("axe-core, serious and critical")).toEqual([]);
  expect.soft(await lowContrast(page), at("contrast (light)")).toEqual([]);
  await snapshot(page, `state-${name}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  expect.soft(await lowContrast(page), at("contrast (dark)")).toEqual([]);
  await snapshot(page, `state-${name}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 200);
  expect.soft(await sidewaysScroll(page), at("sideways scroll at 200 %")).toEqual(FITS);
  expect.soft(await wordsBrokenMidWord(page, words), at("words broken mid-word at 200 %")).toEqual([]);
  await snapshot(page, `state-${name}-text200`);
  await setRootFontSize(page, 100);
}

test.use({ trace: "off" });

test("a round saved offline: the status line and the waiting round on the board", async ({ page, context }) => {
  test.setTimeout(180_000);
  const { session, board } = await ninesGameOnScorerPhone(page);
  await waitForPageCopies(page, [`/sessions/${session.id}`, `/sessions/${session.id}/round`]);
  await board.enterRound(1);
  const form = new NinesRoundPage(page, t);
  await form.wentOut("Ann");
  await context.setOffline(true);
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await expect(page.getByTestId("waiting-round")).toHaveText([/^Round 1/]);
  await expect(queueStatus(page)).toBeVisible();
  await checkState(page, "offline-status", '[data-testid="queue-status"], [data-testid="waiting-round"], main h1');
  await context.setOffline(false);
});

test("another phone's round met at Save: the three choices beside the Save button", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { session } = await ninesGameOnScorerPhone(page);
  const b = await newPhone(browser, baseURL);
  await withLiveStream(b.page, session.id, () => joinAsScorer(b.page, session));
  await new ScoreboardPage(b.page, t).enterRound(1);
  const bForm = new NinesRoundPage(b.page, t);
  await bForm.wentOut("Cem");
  await bForm.typeTotal("Ann", 3);
  await bForm.typeTotal("Ben", 9);
  await enterNinesRound(page, 1, "Ann", { Ben: 5, Cem: 7 });
  await expect(b.page.getByTestId("save-clash-note")).toBeVisible({ timeout: LIVE_MS });
  await bForm.save(1);
  await expect(b.page.getByTestId("save-clash").getByRole("button")).toHaveCount(3);
  await checkState(b.page, "clash-choices", '[data-testid="save-clash"], [data-testid="save-clash-note"]');
  await b.context.close();
});

test("a game born offline: its shell's board and round form", async ({ page, context }) => {
  test.setTimeout(180_000);
  const setup = new NewGamePage(page, t);
  await setup.open();
  await waitForPageCopies(page);
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await context.setOffline(true);
  await setup.start();
  await expect(page).toHaveURL(/\/play#[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  await expect(page.getByTestId("play-kept")).toBeVisible({ timeout: 20_000 });
  await checkState(page, "born-shell", "main");
  await page.getByRole("button", { name: t("scoreboard.enterRound", { round: 1 }) }).click();
  await new NinesRoundPage(page, t).wentOut("Ann");
  await checkState(page, "born-shell-form", "main");
  await context.setOffline(false);
});
