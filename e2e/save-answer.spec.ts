import type { Route } from "@playwright/test";
import { expect, seedSession, test } from "./fixtures";
import { enterNinesRound, expectAllSaved, fillNinesRound, joinAsScorer } from "./phones";

// When the server answers a round sent from the queue, the round moves from the phone's waiting rounds to the store's
// rounds (components/live/session-live-root.tsx). The board must show it all along: never once without it, as a
// render of the queue's removal before the store has the server's change would (a row gone, "Enter round" going back).

test("the board never shows a sent round's answer without the round", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = await joinAsScorer(page, session);
  await enterNinesRound(page, 1, "Ann", { Ben: 5, Cem: 7 });
  await expectAllSaved(page);

  // Round 2's send is held until the board shows it from the queue, then let through while the board is watched.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/save", (route) => {
    if (holding) held.push(route);
    else void route.continue().catch(() => undefined);
  });
  await board.enterRound(2);
  await fillNinesRound(page, 2, "Ben", { Ann: 3, Cem: 4 });
  await expect(page.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(2);
  await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => {
    const seen: { rows: number; enter: string }[] = [];
    (window as unknown as { boardSeen: typeof seen }).boardSeen = seen;
    // After every DOM change (a microtask after each commit of React's, so a commit drawn in no frame counts too).
    new MutationObserver(() =>
      seen.push({
        rows: document.querySelectorAll("[data-testid=rounds-table] tbody tr").length,
        enter: document.querySelector("[data-enter-round]")?.textContent ?? "",
      }),
    ).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expectAllSaved(page);

  const seen = await page.evaluate(
    () => (window as unknown as { boardSeen: { rows: number; enter: string }[] }).boardSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((s) => s.rows !== 2)).toEqual([]);
  expect(seen.filter((s) => s.enter !== "" && !s.enter.includes("3"))).toEqual([]);
});
