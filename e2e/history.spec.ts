import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { HistoryPage } from "./pages/history-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

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
