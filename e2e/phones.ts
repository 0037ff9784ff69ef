import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, seedSession } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

// Phones at one table, for the live, offline and offline-queue specs: another phone (its own browser context),
// the scorer's phone joining a game, a Nines round typed in, and the service worker keeping pages for offline use.

const t = translator("en");

/** A phone: 390×844 CSS pixels, touch. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Another phone at the table: a context of its own (its own cookies, service worker and caches). */
export async function newPhone(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US" });
  return { context, page: await context.newPage() };
}

/** The scorer's phone opens the game with its join link (the edit rights) and waits for the scoreboard. */
export async function joinAsScorer(page: Page, session: { id: string; token: string }): Promise<ScoreboardPage> {
  const board = new ScoreboardPage(page, t);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();
  return board;
}

/** A new Nines game of Ann, Ben and Cem (created through the API), opened on this phone as its scorer. */
export async function ninesGameOnScorerPhone(page: Page) {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  return { session, board: await joinAsScorer(page, session) };
}

/**
 * From the scoreboard: enters a Nines round (who went out, the others' hands as typed totals), saves it and waits
 * for the scoreboard again.
 */
export async function enterNinesRound(page: Page, round: number, winner: string, hands: Record<string, number>) {
  const board = new ScoreboardPage(page, t);
  await board.enterRound(round);
  await fillNinesRound(page, round, winner, hands);
  await board.expectLoaded();
}

/** On an open Nines round form: who went out, the others' hands as typed totals, then save. */
export async function fillNinesRound(page: Page, round: number, winner: string, hands: Record<string, number>) {
  const form = new NinesRoundPage(page, t);
  await form.wentOut(winner);
  for (const [name, total] of Object.entries(hands)) await form.typeTotal(name, total);
  await form.save(round);
}

/** A round added through the API (another app, or a phone this test does not drive), taken with a 201. */
export async function postRound(
  request: APIRequestContext,
  session: { id: string; token: string },
  data: Record<string, unknown>,
) {
  const response = await request.post(`/api/v1/sessions/${session.id}/rounds`, {
    data,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(201);
}

/**
 * The longest a live change (Server-Sent Events) may take to show on another phone. The app aims at well under two
 * seconds; on a busy 2-core CI machine a change that shows after ten is still the right behaviour, and nothing but
 * the event stream can bring it (no phone reloads, nothing polls), so a generous wait checks the same thing.
 */
export const LIVE_MS = 15_000;

/** Runs `open` (a navigation or a tap) and waits until the page's live stream for `id` has answered. */
export async function withLiveStream(page: Page, id: string, open: () => Promise<unknown>) {
  const opened = page.waitForResponse((r) => r.url().includes(id) && r.url().includes("/events"));
  await open();
  await opened;
}

/** Opens `path` and waits until its live stream (of the session or league `id`) is open, so no change is raced. */
export async function openLive(page: Page, path: string, id: string) {
  await withLiveStream(page, id, () => page.goto(path));
}

/** Another phone at the table that opens `path` and follows the session or league `id` live. */
export async function watcherPhone(browser: Browser, baseURL: string | undefined, path: string, id: string) {
  const phone = await newPhone(browser, baseURL);
  await openLive(phone.page, path, id);
  return phone;
}

/** A watching phone shows a change made elsewhere: its live line says what changed and its totals follow. */
export async function expectLiveChange(page: Page, status: string, totals: Record<string, number>) {
  await expect(page.getByTestId("live-status")).toHaveText(status, { timeout: LIVE_MS });
  await expect.poll(() => new ScoreboardPage(page, t).totals(), { timeout: LIVE_MS }).toEqual(totals);
}

/** The offline queue's status line (components/offline/queue-status.tsx). */
export const queueStatus = (page: Page) => page.getByTestId("queue-status");

/** Every waiting round reached the server (sending waits for the network to come back). */
export async function expectAllSaved(page: Page) {
  await expect(queueStatus(page)).toHaveText(t("offlineQueue.allSaved"), { timeout: 30_000 });
}

/** The network comes back to a phone whose waiting round 1 was taken by another meanwhile: the conflict shows. */
export async function reconnectToConflict(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  const conflict = page.getByTestId("queue-conflict");
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  return conflict;
}

/**
 * Waits until the service worker controls the page and keeps these pages (by default the page itself) in its
 * pages cache. On a phone's first visit the worker installs, precaches the app shell and fetches the page again,
 * which for a few seconds holds most of the browser's connections: a phone lying on the table has long been past
 * that, and only a kept page loads offline.
 */
export async function waitForPageCopies(page: Page, paths = [new URL(page.url()).pathname], timeout = 60_000) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open("deckside-pages");
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout },
    )
    .toEqual(expect.arrayContaining(paths));
}
