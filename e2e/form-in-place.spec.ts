import type { Page, Route } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { joinAsScorer, newPhone, phone, waitForPageCopies } from "./phones";
import { chooseLocale, setRootFontSize } from "./table-pages";

// Issue 27: on the scoreboard, "Enter round N" opens the game's round form in place over the board, which stays
// mounted (hidden) and fed by the store; the address is the round page's, so Back closes the form and a reload gets
// the server's form. Save shows the round on the same board: no request for the scoreboard or round page, or their
// RSC payloads, and none needed to open the form (components/scoreboard/round-in-place.tsx).

const t = translator("en");

/**
 * Every request for the session's scoreboard, round or round edit page, or their RSC payloads (a document request, or one with
 * an `RSC: 1` header or an `_rsc=` query, prefetches included), this phone makes from now on.
 */
function pageRequests(page: Page, sessionId: string): string[] {
  const seen: string[] = [];
  const paths = new RegExp(`^/sessions/${sessionId}(/round|/rounds/\\d+)?$`);
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!paths.test(url.pathname)) return;
    const rsc = request.headers().rsc === "1" || url.searchParams.has("_rsc");
    if (request.resourceType() === "document" || rsc) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** Marks the board's standings element, to tell later whether it is still the same element (the board stayed mounted). */
const markBoard = (page: Page) =>
  page.getByTestId("standings").evaluate((element) => {
    (element as HTMLElement & { boardMark?: boolean }).boardMark = true;
  });
const boardStillMounted = (page: Page) =>
  page
    .getByTestId("standings")
    .evaluate((element) => (element as HTMLElement & { boardMark?: boolean }).boardMark === true);

const roundUrl = (sessionId: string) => new RegExp(`/sessions/${sessionId}/round\\?state=[^/]+$`);
const boardUrl = (sessionId: string) => new RegExp(`/sessions/${sessionId}$`);

test("after Save the same board shows the round, without any request for the scoreboard or round page or their RSC payload", async ({
  page,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  // Counted from before the scoreboard loads: a prefetch of the round page counts too.
  const requests = pageRequests(page, session.id);
  const board = await joinAsScorer(page, session);
  await page.waitForLoadState("networkidle");
  const loaded = requests.length;
  await markBoard(page);

  await board.enterRound(1);
  await expect(page.getByRole("heading", { level: 1, name: t("round.title", { round: 1 }) })).toBeVisible();
  await expect(page).toHaveURL(roundUrl(session.id));
  // The board is there, hidden: not one of its controls is reachable while the form is open.
  await expect(page.getByTestId("standings")).toBeHidden();
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 1 }) })).toBeHidden();

  const form = new NinesRoundPage(page, t);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await expect(page).toHaveURL(boardUrl(session.id));
  // The scoreboard page itself, once (its load); nothing after it, nor any round page.
  expect(requests.slice(0, loaded)).toEqual([`GET /sessions/${session.id}`]);
  expect(requests.slice(loaded)).toEqual([]);
  expect(await boardStillMounted(page)).toBe(true);
  await expect(page.getByTestId("round-in-place")).toHaveCount(0);
  // The focus is back where the form was opened from, on the way into the next round.
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 2 }) })).toBeFocused();
});

test("a round's edit link opens its form in place, and the edit shows on the same board", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = await joinAsScorer(page, session);
  const form = new NinesRoundPage(page, t);
  await board.enterRound(1);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await expect(page.getByTestId("queue-status")).toHaveText(t("offlineQueue.allSaved"));
  const requests = pageRequests(page, session.id);
  await markBoard(page);

  await board.editRound(1);
  await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}/rounds/1$`));
  await expect(page.getByRole("heading", { level: 1, name: t("round.editTitle", { round: 1 }) })).toBeFocused();
  await form.typeTotal("Ben", 15);
  await form.save(1, true);
  await board.expectTotals({ Ann: 0, Ben: 15, Cem: 7 });
  await expect(page).toHaveURL(boardUrl(session.id));
  expect(await boardStillMounted(page)).toBe(true);
  await expect(page.getByRole("link", { name: t("scoreboard.editRound", { round: 1 }) })).toBeFocused();
  expect(requests).toEqual([]);
});

test("the form's code is fetched at the first sign of intent on the board, not while the board is idle", async ({
  page,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = await joinAsScorer(page, session);
  await page.waitForLoadState("networkidle");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const requests = pageRequests(page, session.id);

  // The pointer over "Enter round" is the first intent: the form's code, the engine's check, the sender and the
  // queue parts are fetched now (a board that only watches never fetches them: issue 27's first-load JS).
  await page.getByRole("link", { name: t("scoreboard.enterRound", { round: 1 }) }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await board.enterRound(1);
  await expect(page.getByRole("heading", { level: 1, name: t("round.title", { round: 1 }) })).toBeVisible();
  await expect(page).toHaveURL(roundUrl(session.id));
  expect(requests).toEqual([]);
});

test("opening the form with the server stalled works once the board was touched, and the round saved then is on the board", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  // No service worker: every request of this phone meets the stall (a worker's precache would answer some).
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", serviceWorkers: "block" });
  const scorer = await context.newPage();
  const board = await joinAsScorer(scorer, session);
  await scorer.waitForLoadState("networkidle");
  // The form's code, the engine, the sender and the queue parts are fetched at the first sign of intent on the
  // board, not while it is idle (use-form-preload.ts): here the first "Enter round", whose form opens once they are
  // all in, and Back to the board.
  await board.enterRound(1);
  await expect(scorer.getByRole("heading", { level: 1, name: t("round.title", { round: 1 }) })).toBeVisible();
  await scorer.goBack();
  await expect(scorer).toHaveURL(boardUrl(session.id));
  await board.expectLoaded();

  // Connected, but the server answers nothing from now on (a basement, a captive portal, a stalled proxy).
  const held: Route[] = [];
  await context.route("**/*", (route) => held.push(route));
  await board.enterRound(1);
  const form = new NinesRoundPage(scorer, t);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await expect(scorer.getByTestId("waiting-round")).toHaveText([/^Round 1/], { timeout: 5_000 });
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await expect(scorer).toHaveURL(boardUrl(session.id));
  await context.unroute("**/*");
  for (const route of held.splice(0)) void route.abort().catch(() => undefined);
  await context.close();
});

test("with its service worker, a phone opens the form at its first tap with the server stalled", async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  // Service workers allowed: the worker's precache holds every chunk of the build (serwist.config.mjs).
  const { context, page: scorer } = await newPhone(browser, baseURL);
  const board = await joinAsScorer(scorer, session);
  await waitForPageCopies(scorer);
  const requests = pageRequests(scorer, session.id);

  // Stalled before any sign of intent: nothing of the form was fetched yet, and the tap's fetch meets the stall,
  // which the worker answers from its precache.
  const held: Route[] = [];
  await context.route("**/*", (route) => held.push(route));
  await board.enterRound(1);
  await expect(scorer.getByRole("heading", { level: 1, name: t("round.title", { round: 1 }) })).toBeVisible();
  await expect(scorer).toHaveURL(roundUrl(session.id));
  const form = new NinesRoundPage(scorer, t);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await expect(scorer.getByTestId("waiting-round")).toHaveText([/^Round 1/], { timeout: 5_000 });
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await expect(scorer).toHaveURL(boardUrl(session.id));
  // In place, not the round page's navigation.
  expect(requests).toEqual([]);
  await context.unroute("**/*");
  for (const route of held.splice(0)) void route.abort().catch(() => undefined);
  await context.close();
});

test("a reload on the form's address shows the server's round form", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = await joinAsScorer(page, session);
  await board.enterRound(1);
  await expect(page).toHaveURL(roundUrl(session.id));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t("round.title", { round: 1 }) })).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: t("nines.whoWentOut") })).toBeVisible();
  // The round page alone: no board under it.
  await expect(page.getByTestId("standings")).toHaveCount(0);
  await expect(page).toHaveTitle(`${t("round.metaTitle")} · Deckside`);
});

for (const locale of ["en", "de", "nl"] as const satisfies TestLocale[]) {
  test(`Back closes the form opened in place and Forward opens it again (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const tl = translator(locale);
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    const { context, page: scorer } = await newPhone(browser, baseURL);
    await chooseLocale(scorer, locale);
    const board = new ScoreboardPage(scorer, tl);
    await scorer.goto(`/sessions/${session.id}/join?token=${session.token}`);
    await board.expectLoaded();
    await scorer.waitForLoadState("networkidle");
    const requests = pageRequests(scorer, session.id);
    await markBoard(scorer);

    await board.enterRound(1);
    const heading = scorer.getByRole("heading", { level: 1, name: tl("round.title", { round: 1 }) });
    await expect(heading).toBeFocused();
    await expect(scorer.getByRole("radiogroup", { name: tl("nines.whoWentOut") })).toBeVisible();
    await expect(scorer).toHaveTitle(`${tl("round.metaTitle")} · Deckside`);
    await snapshot(scorer, `form-in-place-${locale}`);
    if (locale === "de") {
      await setRootFontSize(scorer, 200);
      await snapshot(scorer, "form-in-place-de-text200");
      await setRootFontSize(scorer, 100);
    }

    await scorer.goBack();
    await expect(scorer).toHaveURL(boardUrl(session.id));
    await expect(heading).toHaveCount(0);
    await expect(scorer.getByTestId("standings")).toBeVisible();
    await expect(scorer.getByRole("link", { name: tl("scoreboard.enterRound", { round: 1 }) })).toBeFocused();
    expect(await boardStillMounted(scorer)).toBe(true);

    await scorer.goForward();
    await expect(scorer).toHaveURL(roundUrl(session.id));
    await expect(heading).toBeVisible();
    await expect(scorer.getByTestId("standings")).toBeHidden();
    expect(requests).toEqual([]);
    await context.close();
  });
}
