import type { Browser, BrowserContext, Page } from "@playwright/test";
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
  const form = new NinesRoundPage(page, t);
  await board.enterRound(round);
  await form.wentOut(winner);
  for (const [name, total] of Object.entries(hands)) await form.typeTotal(name, total);
  await form.save(round);
  await board.expectLoaded();
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
