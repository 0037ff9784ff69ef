import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

// Save → scoreboard at once (docs/decisions/028-instant-taps.md): the scoreboard shows from the save's own answer
// while the router's fetch of the server's render is held back, and the server's render then takes its place; a
// refused save shows nothing of the round; a game's end shows its winner from the answer too.

const t = translator("en");

/**
 * Holds the router's request for the scoreboard's server render (an RSC request for /sessions/<id> that is no
 * prefetch) until `release()`. The save itself (a server action posted to the round page's address) is not held.
 */
async function holdScoreboardRender(page: Page, id: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  // On the context: once the service worker controls the page, the page's requests go through it, and only the
  // context's routes see what it fetches.
  await page.context().route(
    (url) => url.pathname === `/sessions/${id}`,
    async (route) => {
      const headers = route.request().headers();
      const prefetch = Object.keys(headers).some((name) => name.includes("prefetch"));
      if (headers.rsc !== "1" || prefetch) return route.continue();
      held++;
      await released;
      // The page may have gone meanwhile (a test that ends): nothing left to answer.
      await route.continue().catch(() => {});
    },
  );
  return { release, held: () => held };
}

test("a saved round shows on the scoreboard before the server's render arrives, which then replaces it", async ({
  page,
}) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = new ScoreboardPage(page, t);
  const form = new NinesRoundPage(page, t);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();

  for (const round of [1, 2]) {
    await board.enterRound(round);
    await form.wentOut("Ann");
    await form.typeTotal("Ben", 4 + round);
    await form.typeTotal("Cem", 10);
    const hold = await holdScoreboardRender(page, session.id);
    await form.save(round);
    // From the save's answer, the server's render still held: the new totals, who deals next, the round in the table.
    const saved = page.getByTestId("saved-scoreboard");
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/round\?/);
    await expect.poll(() => hold.held(), { timeout: 30_000 }).toBeGreaterThan(0);
    await board.expectTotals({ Ann: 0, Ben: round === 1 ? 5 : 11, Cem: round * 10 });
    await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: round + 1 }) })).toBeVisible();
    await board.expectNext(round === 1 ? "Ben" : "Cem", round === 1 ? "Cem" : "Ann");
    await expect(page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(round);
    await expect(page.getByTestId("saved-scoreboard").getByRole("heading", { level: 1 })).toHaveText(
      t("games.nines.name"),
    );
    // What the server's render must show the same (date and time of the game, standings, next round).
    const shown = {
      header: await saved.locator("header:has(h1)").textContent(),
      standings: await saved.getByTestId("standings").textContent(),
      next: await saved.locator("section[aria-labelledby=next-heading]").textContent(),
    };
    if (round === 1) await snapshot(page, "instant-scoreboard-from-answer");
    // The server's render takes over: the same board, now at the scoreboard's address with the parts below.
    hold.release();
    await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}$`), { timeout: 30_000 });
    await expect(saved).toHaveCount(0);
    await expect(page.getByRole("link", { name: t("history.link") })).toBeVisible();
    await board.expectTotals({ Ann: 0, Ben: round === 1 ? 5 : 11, Cem: round * 10 });
    await expect(page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(round);
    expect({
      header: await page.locator("header:has(h1)").textContent(),
      standings: await page.getByTestId("standings").textContent(),
      next: await page.locator("section[aria-labelledby=next-heading]").textContent(),
    }).toEqual(shown);
    await page.context().unrouteAll({ behavior: "wait" });
  }
  await snapshot(page, "instant-scoreboard-after-server");
});

test("a refused save stays on the form with its error and shows no round anywhere", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = new ScoreboardPage(page, t);
  const form = new NinesRoundPage(page, t);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();
  await board.enterRound(1);
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 7);
  await form.typeTotal("Cem", 12);
  // Another phone enters round 1 first: this phone's round 1 is refused by the server.
  const other = await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
    data: { winner: session.ids.Ben, hands: { [session.ids.Ann!]: 3, [session.ids.Cem!]: 4 } },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(other.status()).toBe(201);
  await form.save(1);
  await expect(page.getByText(t("actionErrors.stale_round"))).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/round\?/);
  await expect(page.getByTestId("saved-scoreboard")).toHaveCount(0);
  await expect(page.getByTestId("standings")).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("round.save", { round: 1 }) })).toBeEnabled();
  await snapshot(page, "instant-scoreboard-refused");
  // The scoreboard holds the other phone's round only.
  await page.goto(`/sessions/${session.id}`);
  await board.expectTotals({ Ann: 3, Ben: 0, Cem: 4 });
  await expect(page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(1);
});

test("the round that ends the game shows the winner from the save's answer", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 } });
  const board = new ScoreboardPage(page, t);
  const form = new NinesRoundPage(page, t);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();
  await board.enterRound(1);
  await form.wentOut("Ben");
  await form.typeTotal("Ann", 9);
  const hold = await holdScoreboardRender(page, session.id);
  await form.save(1);
  await expect(page.getByTestId("saved-scoreboard")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ben" }));
  await expect(page).toHaveURL(/\/round\?/);
  await board.expectTotals({ Ann: 9, Ben: 0 });
  await expect(page.getByRole("link", { name: /Enter round/ })).toHaveCount(0);
  await snapshot(page, "instant-scoreboard-winner");
  hold.release();
  await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}$`), { timeout: 30_000 });
  await expect(page.getByTestId("saved-scoreboard")).toHaveCount(0);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ben" }));
});
