import type { Page } from "@playwright/test";
import { expect, snapshot, test } from "./fixtures";
import { leagueOnThisPhone, plain, translate } from "./league-phone";
import { setRootFontSize } from "./table-pages";

// Issue 28: "Filed into <league>" can be undone. Undo takes the game out of the league as if it had never been filed
// (the members it brought in go, the standings are as before), says so, and offers the filing panel again.

/** A league this phone may edit, with one member (Dia, from a game of her own). */
async function leagueWithDia(page: Page, name: string) {
  const league = await leagueOnThisPhone(page, name);
  const own = await page.request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Ann", "Dia"], leagueId: league.id },
    headers: { authorization: `Bearer ${league.token}` },
  });
  expect(own.status()).toBe(201);
  return league;
}

/**
 * The league page as this phone opens it in another tab, which the server keeps per league version (decision 040):
 * it must show `text`, and a second view of the unchanged league is answered from memory.
 */
async function leaguePageShows(page: Page, leagueId: string, text: string) {
  const tab = await page.context().newPage();
  await tab.goto(`/leagues/${leagueId}`);
  await expect(tab.getByText(text, { exact: true })).toBeVisible();
  const again = await tab.request.get(`/leagues/${leagueId}`);
  expect(again.headers()["x-deckside-cache"]).toBe("hit");
  await tab.close();
}

const memberNames = async (page: Page, leagueId: string) =>
  ((await (await page.request.get(`/api/v1/leagues/${leagueId}`)).json()).members as Array<{ name: string }>)
    .map((m) => m.name)
    .sort();

for (const locale of ["en", "de", "nl"] as const) {
  test(`undo after filing a game into a league (${locale})`, async ({ page }) => {
    const t = translate(locale);
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: "http://127.0.0.1" }]);
    const name = `Undo club ${locale}`;
    const league = await leagueWithDia(page, name);
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
    await leaguePageShows(page, league.id, t("leagues.noFinishedGames"));
    await page.goto(`/sessions/${game.id}/join?token=${game.token}`);
    await page.getByRole("button", { name: t("live.fileButton") }).click();

    const notice = page.getByTestId("filed-notice");
    await expect(notice).toContainText(plain(t, "scoreboard.filedInto", { name }));
    expect(await memberNames(page, league.id)).toEqual(["Ann", "Ben", "Dia"]);
    const standings = page.request.get(`/api/v1/leagues/${league.id}/standings`);
    expect(((await (await standings).json()).standings as unknown[]).length).toBe(2);
    await snapshot(page, `unfile-filed-${locale}`);
    // The kept page of before the filing is not served: the game counts; and after the undo it no longer does.
    await leaguePageShows(page, league.id, t("leagues.gamesCounted", { count: 1 }));

    await notice.getByRole("button", { name: t("scoreboard.fileUndo") }).click();
    await expect(page.getByTestId("unfiled-notice")).toHaveText(plain(t, "scoreboard.unfiled", { name }));
    await expect(page.getByTestId("filed-notice")).toHaveCount(0);
    await expect(page.getByTestId("game-league")).toHaveCount(0);
    // The filing panel is back, and the league is as it was: Ben (brought in by the filing) is gone, Ann stays.
    await expect(page.getByRole("button", { name: t("live.fileButton") })).toBeVisible();
    expect(await memberNames(page, league.id)).toEqual(["Ann", "Dia"]);
    const after = await (await page.request.get(`/api/v1/leagues/${league.id}/standings`)).json();
    expect(after.standings).toEqual([]);
    await leaguePageShows(page, league.id, t("leagues.noFinishedGames"));
    await snapshot(page, `unfile-undone-${locale}-light`);
    await page.emulateMedia({ colorScheme: "dark" });
    await snapshot(page, `unfile-undone-${locale}-dark`);
    await page.emulateMedia({ colorScheme: "light" });
    await setRootFontSize(page, 200);
    await snapshot(page, `unfile-undone-${locale}-text200`);
    await setRootFontSize(page, 100);
  });
}
