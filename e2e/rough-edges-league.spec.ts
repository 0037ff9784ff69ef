import type { APIRequestContext, Page } from "@playwright/test";
import { expect, snapshot, test } from "./fixtures";
import type { TestLocale } from "./i18n";
import { leagueOnThisPhone, plain, translate } from "./league-phone";
import { setRootFontSize } from "./table-pages";

// Issue 28's league rough edges, in each language: filing a game says where it went and every league game names its
// league; a backup shows what it holds before it is restored and never makes a second league of the same name
// silently; the standings come before a folded filter; head-to-head opens the games two members played together; the
// rating tile and the chart round alike, a rating axis spans at least 4 points, and charts draw straight segments.

async function openIn(page: Page, locale: TestLocale) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
}

/** A finished Nines game with one round per winner in `winners` (everyone else scores 10 + their seat). */
async function playGame(
  request: APIRequestContext,
  players: string[],
  winners: string[],
  league?: { id: string; token: string },
) {
  const headers = league ? { authorization: `Bearer ${league.token}` } : undefined;
  const created = await request.post("/api/v1/sessions", {
    data: {
      game: "nines",
      players,
      options: { rounds: winners.length },
      ...(league ? { leagueId: league.id } : {}),
    },
    ...(headers ? { headers } : {}),
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { id: string; token: string; players: Array<{ id: string; name: string }> };
  const auth = { authorization: `Bearer ${headers ? league!.token : session.token}` };
  const idOf = (name: string) => session.players.find((p) => p.name === name)!.id;
  for (const winner of winners) {
    const hands = Object.fromEntries(
      players.filter((p) => p !== winner).map((p) => [idOf(p), 10 + players.indexOf(p)]),
    );
    const round = await request.post(`/api/v1/sessions/${session.id}/rounds`, {
      data: { winner: idOf(winner), hands },
      headers: auth,
    });
    expect(round.status()).toBe(201);
  }
  return { ...session, idOf };
}

/** Photographs what changed: light, dark and 200 % text (the screenshots, e2e/screenshots/). */
async function photographs(page: Page, name: string) {
  await snapshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await snapshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 200);
  await snapshot(page, `${name}-text200`);
  await setRootFontSize(page, 100);
}

for (const locale of ["en", "de", "nl"] as const) {
  test.describe(`league rough edges (${locale})`, () => {
    test("filing a finished game into a league confirms where it went; its page names the league", async ({ page }) => {
      const t = translate(locale);
      await openIn(page, locale);
      const name = `Filing club ${locale}`;
      const league = await leagueOnThisPhone(page, name);
      const game = await playGame(page.request, ["Ann", "Ben"], ["Ann"]);
      await page.goto(`/sessions/${game.id}/join?token=${game.token}`);
      await expect(page.getByRole("button", { name: t("live.fileButton") })).toBeVisible();
      await expect(page.getByTestId("game-league")).toHaveCount(0);
      await page.getByRole("button", { name: t("live.fileButton") }).click();

      const notice = page.getByTestId("filed-notice");
      await expect(notice).toContainText(plain(t, "scoreboard.filedInto", { name }));
      await expect(page.getByRole("button", { name: t("live.fileButton") })).toHaveCount(0);
      await photographs(page, `rough-league-filed-${locale}`);

      // Every later visit names the league under the title, linked; the confirmation was for the filing only.
      await page.goto(`/sessions/${game.id}`);
      await expect(page.getByTestId("filed-notice")).toHaveCount(0);
      const line = page.getByTestId("game-league");
      await expect(line).toHaveText(plain(t, "scoreboard.countsIn", { name }));
      await line.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    });

    test("a backup shows what it holds before restoring, and a name this phone has is restored as a copy", async ({
      page,
    }) => {
      const t = translate(locale);
      await openIn(page, locale);
      const name = `Backup club ${locale}`;
      const league = await leagueOnThisPhone(page, name);
      await playGame(page.request, ["Ann", "Ben", "Cem"], ["Ann"], league);
      await playGame(page.request, ["Ann", "Ben"], ["Ben"], league);
      const backup = await page.request.get(`/api/v1/leagues/${league.id}/backup`, {
        headers: { authorization: `Bearer ${league.token}` },
      });
      expect(backup.status()).toBe(200);

      await page.goto("/leagues/new");
      await page
        .getByLabel(t("leagues.restoreFile"))
        .setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: await backup.body() });
      // Nothing is restored yet: the page shows the backup and asks.
      await expect(page.getByTestId("restore-preview")).toContainText(
        t("leagues.restorePreview", { name, games: 2, members: 3 }),
      );
      await expect(page.getByText(t("leagues.restoreNameTaken", { name }))).toBeVisible();
      const copy = page.getByRole("textbox", { name: t("leagues.restoreName") });
      await expect(copy).toHaveValue(`${name} (2)`);
      await expect(page).toHaveURL(/\/leagues\/new$/);
      await photographs(page, `rough-league-restore-${locale}`);

      await page.getByRole("button", { name: t("leagues.restoreButton") }).click();
      await page.waitForURL((url) => /^\/leagues\/[^/]+$/.test(url.pathname) && !url.pathname.includes(league.id));
      await expect(page.getByRole("heading", { level: 1, name: `${name} (2)` })).toBeVisible();
      await expect(page.getByTestId("league-row-Ann")).toBeVisible();
    });

    test("league page: standings before a folded filter; head-to-head opens the games both played; ratings and charts agree", async ({
      page,
    }) => {
      const t = translate(locale);
      await openIn(page, locale);
      const name = `Standings club ${locale}`;
      const league = await leagueOnThisPhone(page, name);
      // Ann and Ben play twice (each wins once), Ann and Cem once: a narrow rating history for Ann.
      await playGame(page.request, ["Ann", "Ben"], ["Ann"], league);
      await playGame(page.request, ["Ann", "Ben"], ["Ben"], league);
      await playGame(page.request, ["Ann", "Cem"], ["Cem", "Ann"], league);
      await page.goto(`/leagues/${league.id}`);

      // The standings come first; the filter is folded after them (its fields open on a tap).
      const standings = page.getByTestId("league-standings");
      const filter = page.getByTestId("standings-filter");
      await expect(standings).toBeVisible();
      await expect(filter).toBeVisible();
      const tableTop = (await standings.boundingBox())!.y;
      const filterTop = (await filter.boundingBox())!.y;
      expect(filterTop).toBeGreaterThan(tableTop);
      await expect(filter.getByLabel(t("leagues.from"), { exact: true })).toBeHidden();
      await filter.getByText(t("leagues.filter")).click();
      await expect(filter.getByLabel(t("leagues.from"), { exact: true })).toBeVisible();
      await photographs(page, `rough-league-standings-${locale}`);

      // Ben's page (a rating of 25.41 after two games, from 22.36): the rating tile reads as the chart's figure for
      // his latest rating, on an axis of 4 points or more.
      await page.getByTestId("league-row-Ben").getByRole("link", { name: "Ben" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Ben" })).toBeVisible();
      const chart = page.getByTestId("line-chart");
      const latest = await chart.getByTestId("chart-legend").locator(".tabular").textContent();
      expect(latest).toMatch(/^25[.,]4$/);
      await expect(page.getByTestId("member-rating")).toHaveText(latest ?? "");
      // The y axis' numbers: the first column of the chart, one span per tick.
      const ticks = await chart.locator("div[aria-hidden]").first().locator("> span").allTextContents();
      const values = ticks.map((text) => Number(text.replace(/\u2212/g, "-").replace(",", ".")));
      expect(values.length).toBeGreaterThan(1);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThanOrEqual(4);
      // Straight segments through the real values: a move and lines, no curve.
      const path = await chart.locator("svg [data-series] path").first().getAttribute("d");
      expect(path).toMatch(/^M[\d.,\sL-]+$/);
      await photographs(page, `rough-league-member-${locale}`);

      // Head-to-head "Ann vs Ben" opens the games Ann and Ben played together, on Ann's page.
      await page.goto(`/leagues/${league.id}`);
      await page.getByTestId("league-row-Ann").getByRole("link", { name: "Ann" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Ann" })).toBeVisible();
      await page.getByRole("link", { name: t("leagues.versus", { name: "Ann", opponent: "Ben" }) }).click();
      await expect(page).toHaveURL(/\?with=/);
      await expect(page.getByRole("heading", { level: 1, name: "Ann" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: t("leagues.gamesWith", { name: "Ann", opponent: "Ben" }) }),
      ).toBeVisible();
      await expect(page.getByTestId("member-games").getByRole("listitem")).toHaveCount(2);
      await page.getByRole("link", { name: t("leagues.allGamesOf", { name: "Ann" }) }).click();
      await expect(page.getByTestId("member-games").getByRole("listitem")).toHaveCount(3);
    });
  });
}
