import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { sidewaysScroll, wordsBrokenMidWord } from "./layout-checks";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import {
  enterNinesRound,
  expectAllSaved,
  fillNinesRound,
  joinAsScorer,
  newPhone,
  ninesGameOnScorerPhone,
  postRound,
  reconnectToConflict,
  queueStatus as status,
  waitForPageCopies,
} from "./phones";
import { chooseLocale, setRootFontSize } from "./table-pages";

// The offline round queue (issue 12, docs/decisions/016-offline-queue.md): rounds entered with the network off are
// checked in the browser, shown as waiting, kept across a reload, and sent with their round guard when the network
// is back; a round another phone entered first shows both versions and the person's choice is carried out.

const t = translator("en");

async function roundsOnServer(request: APIRequestContext, sessionId: string) {
  const response = await request.get(`/api/v1/sessions/${sessionId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()).rounds as { number: number; entry: unknown }[]).map((r) => r.entry);
}

/** The status line's ICU plural, which the tests' translator does not expand. */
const savedHere = (count: number) => `Saved on this phone · ${count} round${count === 1 ? "" : "s"} to send`;
/** The layout's line "Offline: showing the last copy" (components/pwa/offline-status.tsx). */
const lastCopyLine = (page: Page) => page.getByTestId("offline-status");

/**
 * The scorer's phone opens a new Nines game once while online, then loses the network and enters round 1
 * (Ann out, Ben 5, Cem 7): it waits on the scoreboard.
 */
async function roundOneOffline(page: Page, context: BrowserContext) {
  const { session } = await ninesGameOnScorerPhone(page);
  await waitForPageCopies(page, [`/sessions/${session.id}`, `/sessions/${session.id}/round`]);
  await context.setOffline(true);
  await enterNinesRound(page, 1, "Ann", { Ben: 5, Cem: 7 });
  await expect(status(page)).toHaveText(savedHere(1));
  await expect(lastCopyLine(page)).toHaveText(t("offline.status"));
  return { session, ...(session.ids as Record<"Ann" | "Ben" | "Cem", string>) };
}

test("two rounds entered offline wait on the scoreboard, survive a reload, and reach the server when back online", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const board = new ScoreboardPage(page, t);
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const first = { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } };
  await postRound(request, session, first);

  // The scorer's phone opens the game once while online.
  await joinAsScorer(page, session);
  await waitForPageCopies(page, [`/sessions/${session.id}`, `/sessions/${session.id}/round`]);

  await context.setOffline(true);
  // Round 2 offline; a round the rules refuse is refused in the browser with the server's own words.
  await board.enterRound(2);
  await expect(page.getByRole("heading", { name: t("round.title", { round: 2 }) })).toBeVisible();
  await fillNinesRound(page, 2, "Ann", { Ben: 5, Cem: 7 });
  await board.expectLoaded();
  await expect(status(page)).toHaveText(savedHere(1));
  await expect(page.getByTestId("waiting-round")).toHaveText([
    new RegExp(`^${t("offlineQueue.roundWaiting", { round: 2 })}`),
  ]);

  // Round 3, from the scoreboard's copy: the form knows it is round 3 now.
  await page.getByRole("link", { name: t("offlineQueue.enterRound", { round: 3 }) }).click();
  await expect(page.getByRole("heading", { name: t("round.title", { round: 3 }) })).toBeVisible();
  await fillNinesRound(page, 3, "Ben", { Ann: 4, Cem: 6 });
  await board.expectLoaded();
  await expect(status(page)).toHaveText(savedHere(2));
  await expect(page.getByTestId("waiting-round")).toHaveCount(2);
  // The board's totals with the waiting rounds, as the engine replays them: 10+5, 20+7+6, 4.
  await board.expectTotals({ Ann: 4, Ben: 15, Cem: 33 });

  // A reload (still offline) finds them in IndexedDB.
  await page.reload();
  await board.expectLoaded();
  await expect(page.getByTestId("waiting-round")).toHaveCount(2);
  await expect(status(page)).toHaveText(savedHere(2));
  await snapshot(page, "offline-queue-01-waiting");
  expect(await roundsOnServer(request, session.id)).toHaveLength(1);

  await expect(lastCopyLine(page)).toHaveText(t("offline.status"));

  // Back online: both are sent, in order, and the page says so; it is live again, no longer the last copy.
  await context.setOffline(false);
  await expectAllSaved(page);
  await expect(lastCopyLine(page)).toHaveCount(0);
  await expect(page.getByTestId("waiting-round")).toHaveCount(0);
  expect(await roundsOnServer(request, session.id)).toEqual([
    first,
    { winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } },
    { winner: Ben, hands: { [Ann]: 4, [Cem]: 6 } },
  ]);
  await board.expectTotals({ Ann: 4, Ben: 15, Cem: 33 });
  await snapshot(page, "offline-queue-02-all-saved");

  // Another phone sees them.
  const other = await newPhone(browser, baseURL);
  await other.page.goto(`/sessions/${session.id}`);
  await new ScoreboardPage(other.page, t).expectTotals({ Ann: 4, Ben: 15, Cem: 33 });
  await other.context.close();
});

test("a round another phone entered first: both versions are shown, and 'add mine as the next round' is carried out", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const board = new ScoreboardPage(page, t);
  // Phone A loses the network and enters round 1.
  const { session, Ann, Ben, Cem } = await roundOneOffline(page, context);

  // Phone B, online, enters round 1 first.
  const b = await newPhone(browser, baseURL);
  const bBoard = await joinAsScorer(b.page, session);
  await expect(b.page.getByText(t("scoreboard.viewOnly"))).toHaveCount(0);
  await enterNinesRound(b.page, 1, "Cem", { Ann: 3, Ben: 9 });
  await bBoard.expectTotals({ Ann: 3, Ben: 9, Cem: 0 });

  // A is back: its round 1 is refused (the guard), and both versions are shown with the choice.
  const conflict = await reconnectToConflict(page, context);
  await expect(conflict.getByRole("heading", { level: 2 })).toHaveText(t("offlineQueue.conflictTitle", { round: 1 }));
  await expect(conflict.getByTestId("conflict-theirs")).toHaveText(/Ann\s*3\s*Ben\s*9\s*Cem\s*0/);
  await expect(conflict.getByTestId("conflict-mine")).toHaveText(/Ann\s*0\s*Ben\s*5\s*Cem\s*7/);
  await expect(conflict.getByRole("button", { name: t("offlineQueue.keepTheirs") })).toBeVisible();
  await expect(conflict.getByRole("button", { name: t("offlineQueue.replaceTheirs") })).toBeVisible();
  // The page is live again: the last-copy line went with the reconnect, not with a reload.
  await expect(lastCopyLine(page)).toHaveCount(0);
  await snapshot(page, "offline-queue-03-conflict");
  // Nothing of A's was written yet.
  expect(await roundsOnServer(request, session.id)).toEqual([{ winner: Cem, hands: { [Ann]: 3, [Ben]: 9 } }]);

  await conflict.getByRole("button", { name: t("offlineQueue.addMine", { round: 2 }) }).click();
  await expectAllSaved(page);
  await expect(conflict).toHaveCount(0);
  expect(await roundsOnServer(request, session.id)).toEqual([
    { winner: Cem, hands: { [Ann]: 3, [Ben]: 9 } },
    { winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } },
  ]);
  await board.expectTotals({ Ann: 3, Ben: 14, Cem: 7 });
  await expect.poll(() => bBoard.totals(), { timeout: 10_000 }).toEqual({ Ann: 3, Ben: 14, Cem: 7 });
  await b.context.close();
});

test("replace theirs with mine: the refused round becomes an edit of that round", async ({
  page,
  context,
  request,
}) => {
  const board = new ScoreboardPage(page, t);
  const { session, Ann, Ben, Cem } = await roundOneOffline(page, context);
  // Another app takes round 1 through the API meanwhile.
  await postRound(request, session, { winner: Cem, hands: { [Ann]: 3, [Ben]: 9 }, round: 1 });

  const conflict = await reconnectToConflict(page, context);
  await expect(lastCopyLine(page)).toHaveCount(0);
  await conflict.getByRole("button", { name: t("offlineQueue.replaceTheirs") }).click();
  await expectAllSaved(page);
  expect(await roundsOnServer(request, session.id)).toEqual([{ winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } }]);
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
});

test("a clash whose read of the server's round fails still shows both versions, from what the live stream told", async ({
  page,
  context,
  request,
}) => {
  const { session, Ann, Ben, Cem } = await roundOneOffline(page, context);
  await postRound(request, session, { winner: Cem, hands: { [Ann]: 3, [Ben]: 9 }, round: 1 });
  // The refusal's own read of the game (GET /api/v1/sessions/<id>) fails, as on a network just back and still weak.
  await context.route(new RegExp(`/api/v1/sessions/${session.id}$`), (route) => route.abort());
  const conflict = await reconnectToConflict(page, context);
  await expect(conflict.getByRole("heading", { level: 2 })).toHaveText(t("offlineQueue.conflictTitle", { round: 1 }), {
    timeout: 30_000,
  });
  await expect(conflict.getByTestId("conflict-theirs")).toHaveText(/Ann\s*3\s*Ben\s*9\s*Cem\s*0/);
  await expect(conflict.getByTestId("conflict-mine")).toHaveText(/Ann\s*0\s*Ben\s*5\s*Cem\s*7/);
});

// The conflict panel at 200 % text: both versions sat in two columns whatever the room, so at large text on a phone
// their headings broke mid-word ("gespeich-ert", "telefoon)") and the names shrank to a letter. Every language.
for (const locale of LOCALES) {
  test(`a conflict's two versions and choices keep every word whole at 200 % (${locale})`, async ({
    page,
    context,
  }) => {
    const tl = translator(locale as TestLocale);
    await chooseLocale(page, locale as TestLocale);
    const session = await seedSession(page, { game: "nines", players: ["Bartholomäus", "Maximiliane", "Cem"] });
    const { Bartholomäus, Maximiliane, Cem } = session.ids as Record<"Bartholomäus" | "Maximiliane" | "Cem", string>;
    const board = new ScoreboardPage(page, tl);
    const form = new NinesRoundPage(page, tl);
    await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
    await board.expectLoaded();
    await waitForPageCopies(page, [`/sessions/${session.id}`, `/sessions/${session.id}/round`]);
    await context.setOffline(true);
    await board.enterRound(1);
    await form.wentOut("Cem");
    await form.typeTotal("Bartholomäus", 12);
    await form.typeTotal("Maximiliane", 17);
    await form.save(1);
    await expect(page.getByTestId("waiting-rounds")).toBeVisible();
    // Another phone enters round 1 meanwhile.
    await postRound(page.request, session, { winner: Bartholomäus, hands: { [Maximiliane]: 3, [Cem]: 9 } });
    await reconnectToConflict(page, context);
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), "sideways scroll").toEqual({ overflow: 0, culprits: [] });
    expect(await wordsBrokenMidWord(page, "main"), "words broken mid-word").toEqual([]);
  });
}
