import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { fillNinesRound, phone, waitForPageCopies } from "./phones";

// A game born offline (issue 27): started with no network, played for three rounds in the precached shell (`/play`)
// from the phone's store alone, and, once the network is back, created on the server under the id the phone chose,
// its rounds following in order; the phone ends on the game's real page and a second phone joins by its edit link
// (docs/decisions/036-table-on-the-phone.md).

const t = translator("en");
const NAMES = ["Ann", "Ben", "Cem"];
const ROUNDS: [string, Record<string, number>][] = [
  ["Ann", { Ben: 10, Cem: 20 }],
  ["Ben", { Ann: 3, Cem: 4 }],
  ["Cem", { Ann: 7, Ben: 5 }],
];

test("a game started offline is played in the shell and reaches the server under its own id, joinable by its link", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = new NewGamePage(page, t);
  await setup.open();
  // The service worker holds the app (the shell and every game's engine) before the network goes.
  await waitForPageCopies(page);
  await setup.setPlayers(NAMES);
  await context.setOffline(true);
  await setup.start();

  // The shell: the game from the phone's store, under the id the phone chose.
  await expect(page).toHaveURL(/\/play#[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  const id = new URL(page.url()).hash.slice(1);
  await expect(page.getByTestId("play-kept")).toBeVisible({ timeout: 20_000 });
  for (const name of NAMES) await expect(page.getByTestId(`standing-${name}`)).toBeVisible();
  await snapshot(page, "born-offline-board-empty");

  for (const [index, [winner, hands]] of ROUNDS.entries()) {
    const round = index + 1;
    await page.getByRole("button", { name: t("scoreboard.enterRound", { round }) }).click();
    if (round === 1) await snapshot(page, "born-offline-form");
    await fillNinesRound(page, round, winner, hands);
    // Back on the shell's board, the round on it, still offline and on the same address.
    await expect(page.getByRole("button", { name: t("scoreboard.enterRound", { round: round + 1 }) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/play#${id}$`));
  }
  await expect(page.getByTestId("standing-Ann")).toContainText("10");
  await snapshot(page, "born-offline-board");

  // Online: the create, then the rounds in order; the phone ends on the game's real page.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`), { timeout: 30_000 });
  const session = await (await page.request.get(`/api/v1/sessions/${id}`)).json();
  expect(session.id).toBe(id);
  expect(session.players.map((p: { name: string }) => p.name)).toEqual(NAMES);
  expect(session.rounds.map((r: { number: number }) => r.number)).toEqual([1, 2, 3]);
  const byName = Object.fromEntries(session.players.map((p: { id: string; name: string }) => [p.id, p.name]));
  const scored = session.rounds.map((r: { scores: Record<string, number> }) =>
    Object.fromEntries(Object.entries(r.scores).map(([player, score]) => [byName[player], score])),
  );
  expect(scored).toEqual(ROUNDS.map(([winner, hands]) => ({ [winner]: 0, ...hands })));
  // This phone can edit it: the scoreboard offers round 4 and the edit link.
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 4 }) })).toBeVisible();
  // The scoreboard's share link, folded as a person finds it.
  await page.locator("summary", { hasText: t("scoreboard.editLink") }).click();
  const link = page.getByRole("textbox", { name: t("scoreboard.editLink") });
  await expect(link).toHaveValue(/\/join\?token=/, { timeout: 15_000 });
  const share = await link.inputValue();
  expect(new URL(share).pathname).toBe(`/sessions/${id}/join`);

  // A second phone joins by the link and sees the three rounds, and may enter the fourth.
  const other = await browser.newContext({ ...phone, baseURL });
  const second = await other.newPage();
  await second.goto(share);
  await expect(second).toHaveURL(new RegExp(`/sessions/${id}$`));
  await expect(second.getByTestId("rounds-table").locator("tbody tr")).toHaveCount(3);
  await expect(second.getByRole("link", { name: t("scoreboard.enterRound", { round: 4 }) })).toBeVisible();
  await other.close();
});
