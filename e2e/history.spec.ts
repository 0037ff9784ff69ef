import { HISTORY_PAGE_ON_SCREEN } from "../lib/history/paging";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { sidewaysScroll, smallTargets } from "./layout-checks";
import { HistoryPage } from "./pages/history-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { chooseLocale } from "./table-pages";

test("the history at phone size: an overwritten round is restored from it, a watcher reads it without restore, an undone round is entered again (German)", async ({
  page,
  browser,
}) => {
  const t = translator("en");
  const board = new ScoreboardPage(page, t);
  const round = new NinesRoundPage(page, t);
  const history = new HistoryPage(page, t);

  // Two rounds entered by another app; this phone opens the edit link.
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const auth = { authorization: `Bearer ${session.token}` };
  for (const data of [
    { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } },
    { winner: Ben, hands: { [Ann]: 12, [Cem]: 5 } },
  ]) {
    expect((await page.request.post(`/api/v1/sessions/${session.id}/rounds`, { data, headers: auth })).status()).toBe(
      201,
    );
  }
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();
  await board.expectTotals({ Ann: 12, Ben: 10, Cem: 25 });

  // Round 2 overwritten by mistake: Ann's 12 becomes 21.
  await board.editRound(2);
  await round.typeTotal("Ann", 21);
  await round.save(2, true);
  await board.expectTotals({ Ann: 21, Ben: 10, Cem: 25 });

  // The history says what happened, in words; only the overwritten entry can be restored.
  await history.open();
  expect(await history.headlines()).toEqual([
    t("history.added", { round: 1 }),
    t("history.added", { round: 2 }),
    t("history.edited", { round: 2 }),
  ]);
  await expect(history.change("added", 1)).toContainText("Ann 0");
  await expect(history.change("added", 1)).toContainText("Cem 20");
  await expect(history.change("edited", 2)).toContainText("Ann 12 → 21");
  await expect(history.change("edited", 2)).not.toContainText("Cem");
  await expect(page.getByRole("button", { name: /↶/ })).toHaveCount(1);
  await expect(history.restoreButton("edited", 2)).toBeVisible();
  await snapshot(page, "history-01-overwritten");

  await history.restoreButton("edited", 2).click();
  await expect(page.getByRole("alertdialog")).toContainText(t("history.restoreEditedQuestion", { round: 2 }));
  await snapshot(page, "history-02-confirm");
  await page.getByRole("button", { name: t("history.restoreYes") }).click();

  // Back on the scoreboard with the entry as it was; the restore is a change of its own.
  await board.expectLoaded();
  await board.expectTotals({ Ann: 12, Ben: 10, Cem: 25 });
  await history.open();
  await expect(history.change("edited", 2, 1)).toContainText("Ann 21 → 12");
  await expect(history.restoreButton("edited", 2, 0)).toHaveCount(0);
  await snapshot(page, "history-03-restored");

  // A phone without the edit link reads the same history, without restore.
  const watcher = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await watcher.newPage();
  await other.goto(`/sessions/${session.id}/history`);
  await expect(other.getByTestId("history").locator(":scope > li")).toHaveCount(4);
  await expect(other.getByRole("button", { name: /↶/ })).toHaveCount(0);
  await watcher.close();

  // Round 2 undone on the scoreboard; read in German, the history enters it again.
  await page.goto(`/sessions/${session.id}`);
  await board.undo(2);
  await board.expectTotals({ Ann: 0, Ben: 10, Cem: 20 });
  await board.switchLanguage("Deutsch");
  const de = translator("de");
  const geschichte = new HistoryPage(page, de);
  await geschichte.open();
  await expect(geschichte.change("undone", 2)).toContainText(de("history.undone", { round: 2 }));
  await expect(geschichte.change("undone", 2)).toContainText("Ann 12");
  await expect(page.getByRole("button", { name: /↶/ })).toHaveCount(1);
  await snapshot(page, "history-04-undone-de");
  await geschichte.restore("undone", 2);
  await board.expectLoaded();
  await board.expectTotals({ Ann: 12, Ben: 10, Cem: 25 });
});

test("a long history at phone size: the latest changes, the earlier ones a page at a time (English, German, Dutch)", async ({
  page,
}) => {
  // Round 1 entered, then edited 120 times by another app: 121 changes, three pages (50, 50, 21). Played to 1,000,
  // so that Ben's 130 does not end the game.
  const session = await seedSession(page, {
    game: "nines",
    players: ["Ann", "Ben", "Cem"],
    options: { threshold: 1000 },
  });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const auth = { authorization: `Bearer ${session.token}` };
  const rounds = `/api/v1/sessions/${session.id}/rounds`;
  const first = { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } };
  expect((await page.request.post(rounds, { data: first, headers: auth })).status()).toBe(201);
  for (let i = 1; i <= 120; i++) {
    const data = { winner: Ann, hands: { [Ben]: 10 + i, [Cem]: 20 } };
    expect((await page.request.put(`${rounds}/1`, { data, headers: auth })).status()).toBe(200);
  }
  const lines = () => page.getByTestId("history").locator(":scope > li");
  const older = page.getByTestId("history-older");
  const newer = page.getByTestId("history-newer");

  // The latest page in each language: the newest changes last, the way to earlier ones above them.
  for (const locale of ["de", "nl", "en"] as const) {
    const t = translator(locale);
    await chooseLocale(page, locale);
    await page.goto(`/sessions/${session.id}/history`);
    await expect(lines()).toHaveCount(HISTORY_PAGE_ON_SCREEN);
    await expect(older).toHaveText(t("history.older"));
    await expect(newer).toHaveCount(0);
    await expect(lines().last()).toContainText("Ben 129 → 130");
    expect((await sidewaysScroll(page)).overflow).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await snapshot(page, `history-05-long-${locale}`);
  }

  // Earlier, and earlier again: the first change; then later, back to the latest page.
  const t = translator("en");
  await older.click();
  await expect(page).toHaveURL(/\/history\?before=\d+$/);
  await expect(lines()).toHaveCount(HISTORY_PAGE_ON_SCREEN);
  await expect(newer).toHaveText(t("history.newer"));
  await expect(lines().last()).toContainText("Ben 79 → 80");
  await older.click();
  await expect(lines()).toHaveCount(21);
  await expect(older).toHaveCount(0);
  await expect(lines().first()).toHaveAttribute("data-testid", "change-added-1");
  await expect(lines().first()).toContainText(t("history.added", { round: 1 }));
  await expect(lines().nth(1)).toContainText("Ben 10 → 11");
  await snapshot(page, "history-06-oldest");
  await newer.click();
  await expect(lines().first()).toContainText("Ben 30 → 31");
  await newer.click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(lines()).toHaveCount(HISTORY_PAGE_ON_SCREEN);
  await expect(newer).toHaveCount(0);
});
