import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";

// Starting a game when the server does not answer (issue 27): the phone chose the game's id, secret and players' ids,
// so the game waits on the phone with everything typed still in the form, and starts under that same id as soon as
// the server answers (docs/decisions/036-table-on-the-phone.md). A start with no network at all, with the service
// worker in charge, opens the game's shell instead: e2e/born-offline.spec.ts.

const t = translator("en");
const NAMES = ["Ann", "Ben", "Cem"];
const SESSION_PAGE = /\/sessions\/([A-Za-z0-9_-]{22})$/;

async function expectNamesKept(page: import("@playwright/test").Page) {
  for (const [index, name] of NAMES.entries()) {
    await expect(
      page.getByRole("textbox", { name: t("setup.playerLabel", { seat: index + 1 }), exact: true }),
    ).toHaveValue(name);
  }
}

async function expectStartedOnServer(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(SESSION_PAGE, { timeout: 20_000 });
  const id = SESSION_PAGE.exec(new URL(page.url()).pathname)![1]!;
  for (const name of NAMES) await expect(page.getByTestId(`standing-${name}`)).toBeVisible();
  const session = await (await page.request.get(`/api/v1/sessions/${id}`)).json();
  expect(session.players.map((p: { name: string }) => p.name)).toEqual(NAMES);
  // This phone keeps the edit rights: the scoreboard offers the first round.
  await expect(page.getByRole("link", { name: new RegExp(t("scoreboard.enterRound", { round: 1 })) })).toBeVisible();
}

test.describe("without a service worker", () => {
  // The form waits only where the shell (`/play`, precached) cannot open: no worker in charge of the page.
  test.use({ serviceWorkers: "block" });

  test("a start the server does not answer keeps the names, waits on the phone and starts once it answers", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const setup = new NewGamePage(page, t);
    await setup.open();
    await setup.setPlayers(NAMES);
    // The server stalls: the create is held and never answered (a captive portal, a stalled proxy).
    const held: Route[] = [];
    await page.route("**/sessions/*/create", (route) => void held.push(route));
    await setup.start();
    await expect(page.getByTestId("start-waiting")).toHaveText(t("setup.startWaiting"), { timeout: 20_000 });
    await expectNamesKept(page);
    expect(held.length).toBeGreaterThan(0);
    // The server answers again: the next try starts the game.
    await page.unroute("**/sessions/*/create");
    await expectStartedOnServer(page);
  });
});
