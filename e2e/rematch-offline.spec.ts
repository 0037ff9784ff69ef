import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { fillNinesRound, joinAsScorer, waitForPageCopies } from "./phones";

// A rematch started with no network (issue 27, item 4): the rematch button chooses the new game's ids on the phone,
// the rematch is played in the precached shell (`/play`) from the phone's store, and once the network is back it
// reaches the server under the id the phone chose, filed into the finished game's league, its rounds in order.

const t = translator("en");

test("a league game's rematch started offline is played on the phone and reaches the server under its own id, in the league", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const league = await (await page.request.post("/api/v1/leagues", { data: { name: "Offline club" } })).json();
  const created = await page.request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 }, leagueId: league.id },
    headers: { authorization: `Bearer ${league.token}` },
  });
  expect(created.status()).toBe(201);
  const game = await created.json();
  // This phone scores the game with the game's own link, and finishes it.
  const board = await joinAsScorer(page, game);
  await board.enterRound(1);
  await fillNinesRound(page, 1, "Cem", { Ann: 5, Ben: 9 });
  await expect(page.getByTestId("winner")).toBeVisible();
  const rematch = page.getByRole("button", { name: t("live.rematch") });
  await expect(rematch).toBeVisible();
  await waitForPageCopies(page);

  await context.setOffline(true);
  await rematch.click();
  // The shell: the rematch from the phone's store, under the id the phone chose; Ben deals first now.
  await expect(page).toHaveURL(/\/play#[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  const id = new URL(page.url()).hash.slice(1);
  await expect(page.getByTestId("play-kept")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: t("scoreboard.enterRound", { round: 1 }) }).click();
  await fillNinesRound(page, 1, "Ann", { Ben: 3, Cem: 4 });
  await expect(page.getByTestId("winner")).toBeVisible();
  await snapshot(page, "rematch-offline-played");

  // Online: the rematch, then its round; the phone ends on the game's real page.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`), { timeout: 30_000 });
  const session = await (await page.request.get(`/api/v1/sessions/${id}`)).json();
  expect(session).toMatchObject({ id, leagueId: league.id, firstDealer: 1, status: "finished" });
  expect(session.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben", "Cem"]);
  expect(session.rounds.map((r: { number: number }) => r.number)).toEqual([1]);
  // It counts in the league: Ann's win.
  const standings = await (await page.request.get(`/api/v1/leagues/${league.id}`)).json();
  expect(JSON.stringify(standings)).toContain(id);
});
