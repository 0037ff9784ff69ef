import type { Response } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

// Instant taps (docs/decisions/028-instant-taps.md): once the scoreboard has loaded and the phone is idle, it has
// fetched the game's round form code, so "Enter round" opens the form without downloading it, also on a freshly
// loaded scoreboard (where the form's code used to be fetched only at the tap). The round page's own small chunk
// (its guard) may still arrive at the tap; the form's code is the one that carries the "who went out" group.

const t = translator("en");

test("a settled scoreboard opens the round form without downloading the form's code", async ({ page }) => {
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const board = new ScoreboardPage(page, t);
  const form = new NinesRoundPage(page, t);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await board.expectLoaded();

  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  // A fresh load of the scoreboard, as a phone opening the game's link has.
  await page.goto(`/sessions/${session.id}`, { waitUntil: "networkidle" });
  await board.expectLoaded();
  // Settled: the browser has been idle (the page's idle work started) and no script has arrived for two seconds.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 10_000 })));
  let seen = -1;
  await expect
    .poll(
      () => {
        const settled = seen === scripts.length;
        seen = scripts.length;
        return settled;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);

  const before = scripts.length;
  await board.enterRound(1);
  await expect(page.getByRole("radiogroup", { name: t("nines.whoWentOut") })).toBeVisible({ timeout: 30_000 });
  const atTheTap = scripts.slice(before);
  const bodies = await Promise.all(atTheTap.map((response) => response.text()));
  // The Nines form's group of "who went out" buttons (its test id) is in the form's code and nowhere else.
  expect(atTheTap.filter((_, i) => bodies[i]?.includes("who-went-out")).map((response) => response.url())).toEqual([]);

  // The form that opened works: a round saved from it reaches the scoreboard.
  await form.wentOut("Ann");
  await form.typeTotal("Ben", 4);
  await form.typeTotal("Cem", 10);
  await form.save(1);
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 2 }) })).toBeVisible({
    timeout: 30_000,
  });
  await snapshot(page, "instant-taps-scoreboard");
});
