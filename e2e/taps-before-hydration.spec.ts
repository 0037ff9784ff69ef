import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { translator } from "./i18n";
import { leagueOnThisPhone, plain, translate } from "./league-phone";

// A tap before the page has hydrated is not lost (in CI a tap on "Add to league" 330 ms before hydration sent
// nothing): the one-button server actions (filing into a league, its Undo, the language switch) are forms with the
// server action, which the browser posts without the page's JavaScript. Here the page never hydrates (its script
// chunks are refused), so every tap is one before hydration.

/** Refuses the page's script chunks from now on; returns the addresses refused (the page really ran without). */
async function withoutScripts(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  return refused;
}

test("filing into a league and its Undo work before the page has hydrated", async ({ page }) => {
  const t = translate("en");
  const name = "Early tap club";
  const league = await leagueOnThisPhone(page, name);
  const created = await page.request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 } },
  });
  const game = (await created.json()) as { id: string; token: string; players: Array<{ id: string }> };
  const [ann, ben] = game.players.map((p) => p.id);
  const round = await page.request.post(`/api/v1/sessions/${game.id}/rounds`, {
    data: { winner: ann, hands: { [ben!]: 12 } },
    headers: { authorization: `Bearer ${game.token}` },
  });
  expect(round.status()).toBe(201);

  const refused = await withoutScripts(page);
  await page.goto(`/sessions/${game.id}/join?token=${game.token}`);
  await page.getByRole("button", { name: t("live.fileButton") }).click();
  await expect(page.getByTestId("filed-notice")).toContainText(plain(t, "scoreboard.filedInto", { name }));
  const standings = await (await page.request.get(`/api/v1/leagues/${league.id}/standings`)).json();
  expect((standings.standings as unknown[]).length).toBe(2);

  await page
    .getByTestId("filed-notice")
    .getByRole("button", { name: t("scoreboard.fileUndo") })
    .click();
  await expect(page.getByTestId("unfiled-notice")).toHaveText(plain(t, "scoreboard.unfiled", { name }));
  const after = await (await page.request.get(`/api/v1/leagues/${league.id}/standings`)).json();
  expect(after.standings).toEqual([]);
  // The page really ran without its scripts.
  expect(refused.length).toBeGreaterThan(0);
});

test("the language switch works before the page has hydrated", async ({ page }) => {
  const refused = await withoutScripts(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: translator("en")("home.title") })).toBeVisible();
  await page.getByRole("button", { name: "DE Deutsch" }).click();
  await expect(page.getByRole("heading", { name: translator("de")("home.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: "DE Deutsch" })).toHaveAttribute("aria-pressed", "true");
  expect(refused.length).toBeGreaterThan(0);
});
