import { expect, seedSession, test } from "./fixtures";

// The home page lists the games and leagues this phone opened (lib/recent). Opening a scoreboard or a league page
// remembers it in the browser itself (components/remember-visit.tsx, decision 031): no request, no re-render.

const recentCookie = async (page: import("@playwright/test").Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)?.value ?? "";

test("a scoreboard or league opened on this phone is on its home page; the list keeps the last one opened first", async ({
  page,
}) => {
  // Made through the API, as another phone would: the API sets no recent-list cookie, only opening the page does.
  const first = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const second = await seedSession(page, { game: "ninety-nine-adding", players: ["Dirk", "Eva", "Finn"] });
  const never = await seedSession(page, { game: "nines", players: ["Gus", "Hal", "Ida"] });
  const league = await page.request.post("/api/v1/leagues", { data: { name: "Tuesday club" } });
  expect(league.status()).toBe(201);
  const leagueId = (await league.json()).id as string;

  await page.goto(`/sessions/${first.id}`);
  await expect.poll(() => recentCookie(page, "deckside-recent-sessions"), { timeout: 30_000 }).toBe(first.id);
  await page.goto(`/sessions/${second.id}`);
  await expect
    .poll(() => recentCookie(page, "deckside-recent-sessions"), { timeout: 30_000 })
    .toBe(`${second.id}.${first.id}`);
  await page.goto(`/leagues/${leagueId}`);
  await expect.poll(() => recentCookie(page, "deckside-recent-leagues"), { timeout: 30_000 }).toBe(leagueId);

  await page.goto("/");
  const games = page.getByTestId("history-game");
  await expect(games).toHaveCount(2);
  await expect(page.locator(`a[href="/sessions/${first.id}"]`)).toBeVisible();
  await expect(page.locator(`a[href="/sessions/${second.id}"]`)).toBeVisible();
  await expect(page.locator(`a[href="/sessions/${never.id}"]`)).toHaveCount(0);
  await expect(page.locator(`a[href="/leagues/${leagueId}"]`)).toBeVisible();

  // Opened again, the first game moves back to the top of the list (the home page shows the newest-played first).
  await page.goto(`/sessions/${first.id}`);
  await expect
    .poll(() => recentCookie(page, "deckside-recent-sessions"), { timeout: 30_000 })
    .toBe(`${first.id}.${second.id}`);
});
