import type { APIRequestContext, Route } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import {
  enterNinesRound,
  expectAllSaved,
  joinAsScorer,
  LIVE_MS,
  newPhone,
  ninesGameOnScorerPhone,
  phone,
  queueStatus,
  waitForPageCopies,
  withLiveStream,
} from "./phones";

// Every save is local first (issue 27, docs/at-the-table.md): the engine checks the entry on the phone, the round is
// kept in the phone's queue and on the scoreboard at once, and it is sent in the background, whatever the network
// does. Another phone's round met at Save offers the three choices beside the Save button.

const t = translator("en");

async function roundsOnServer(request: APIRequestContext, sessionId: string) {
  const response = await request.get(`/api/v1/sessions/${sessionId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()).rounds as { entry: unknown }[]).map((r) => r.entry);
}

/** The status line's ICU plural, which the tests' translator does not expand. */
const savedHere = (count: number) => `Saved on this phone · ${count} round${count === 1 ? "" : "s"} to send`;

test("a save with the server stalled is on the board at once and reaches the server when it answers", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  // No service worker: every request of this phone goes through the stall below.
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", serviceWorkers: "block" });
  const scorer = await context.newPage();
  const board = await joinAsScorer(scorer, session);
  const form = new NinesRoundPage(scorer, t);
  await board.enterRound(1);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);

  // The connection stays up but the server answers nothing (a basement, a captive portal, a stalled proxy).
  const held: Route[] = [];
  let stalled = true;
  await context.route("**/*", (route) => {
    if (stalled) held.push(route);
    else void route.continue().catch(() => undefined);
  });
  await form.save(1);
  // On the board at once: no request has been answered.
  await expect(scorer).toHaveURL(new RegExp(`/sessions/${session.id}$`), { timeout: 5_000 });
  await expect(scorer.getByTestId("waiting-round")).toHaveText([/^Round 1/], { timeout: 5_000 });
  await new ScoreboardPage(scorer, t).expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await expect(queueStatus(scorer)).toHaveText(new RegExp(`^(${savedHere(1)}|${t("offlineQueue.sending")})$`));
  await snapshot(scorer, "save-local-first-01-stalled");
  expect(await roundsOnServer(request, session.id)).toEqual([]);

  // The server answers again, but the save request sent into the stall was lost on the way: the phone sends the
  // round again by itself (the same key), without a tap.
  stalled = false;
  for (const route of held.splice(0)) {
    if (!route.request().url().endsWith("/save")) void route.continue().catch(() => undefined);
  }
  await expect
    .poll(() => roundsOnServer(request, session.id), { timeout: 20_000 })
    .toEqual([{ winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } }]);
  await expectAllSaved(scorer);
  await board.expectTotals({ Ann: 0, Ben: 5, Cem: 7 });
  await context.close();
});

test("the first round saved offline is on the board in under a second", async ({ page, context, request }) => {
  const { session, board } = await ninesGameOnScorerPhone(page);
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  await waitForPageCopies(page, [`/sessions/${session.id}`, `/sessions/${session.id}/round`]);
  const form = new NinesRoundPage(page, t);
  await board.enterRound(1);
  await form.wentOut("Ann");
  await context.setOffline(true);
  await form.typeTotal("Ben", 5);
  await form.typeTotal("Cem", 7);
  await form.save(1);
  await expect(page.getByTestId("waiting-round")).toHaveText([/^Round 1/], { timeout: 1_000 });
  await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}$`));
  await expect(queueStatus(page)).toHaveText(savedHere(1));
  await snapshot(page, "save-local-first-02-offline-status");

  await context.setOffline(false);
  await expectAllSaved(page);
  expect(await roundsOnServer(request, session.id)).toEqual([{ winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } }]);
});

test("two phones enter round 1 online: the second gets the three choices beside Save, and 'add mine' lands both", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { session } = await ninesGameOnScorerPhone(page);
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;

  // Phone B opens round 1 and types Cem out, Ann 3, Ben 9.
  const b = await newPhone(browser, baseURL);
  const bBoard = new ScoreboardPage(b.page, t);
  await withLiveStream(b.page, session.id, () => joinAsScorer(b.page, session));
  await bBoard.enterRound(1);
  const bForm = new NinesRoundPage(b.page, t);
  await bForm.wentOut("Cem");
  await bForm.typeTotal("Ann", 3);
  await bForm.typeTotal("Ben", 9);

  // Phone A saves round 1 first.
  await enterNinesRound(page, 1, "Ann", { Ben: 5, Cem: 7 });

  // B heard it: a line beside Save says so; Save then offers the three choices there, in view of the thumb.
  await expect(b.page.getByTestId("save-clash-note")).toHaveText(t("offlineQueue.conflictTitle", { round: 1 }), {
    timeout: LIVE_MS,
  });
  await expect(b.page.getByTestId("form-conflict")).toHaveCount(0);
  await bForm.save(1);
  const choices = b.page.getByTestId("save-clash");
  await expect(choices.getByRole("button")).toHaveText([
    t("offlineQueue.keepTheirs"),
    t("offlineQueue.addMine", { round: 2 }),
    t("offlineQueue.replaceTheirs"),
  ]);
  await expect(choices).toBeInViewport();
  await expect(b.page.getByRole("button", { name: t("round.save", { round: 1 }) })).toBeInViewport();
  await snapshot(b.page, "save-local-first-03-clash-beside-save");
  await b.page.screenshot({ path: "e2e/screenshots/save-local-first-03-clash-viewport.png" });
  // Nothing of B's was sent yet.
  expect(await roundsOnServer(request, session.id)).toHaveLength(1);

  await choices.getByRole("button", { name: t("offlineQueue.addMine", { round: 2 }) }).click();
  await bBoard.expectLoaded();
  await expectAllSaved(b.page);
  expect(await roundsOnServer(request, session.id)).toEqual([
    { winner: Ann, hands: { [Ben]: 5, [Cem]: 7 } },
    { winner: Cem, hands: { [Ann]: 3, [Ben]: 9 } },
  ]);
  await expect.poll(() => bBoard.totals(), { timeout: LIVE_MS }).toEqual({ Ann: 3, Ben: 14, Cem: 7 });
  await b.context.close();
});
