import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { LeaguePage } from "./pages/league-page";
import { NewGamePage } from "./pages/new-game-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { loadPartsNear } from "./table-pages";

test("a league over two evenings: two finished games and one unfinished, standings, a player's head-to-head, charts", async ({
  page,
  browser,
}) => {
  const t = translator("en");
  const league = new LeaguePage(page, t);
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const round = new NinesRoundPage(page, t);
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

  await league.create("Thursday club");
  const leagueUrl = page.url();
  await snapshot(page, "league-01-new-league");

  // The edit link, as a QR code for the next phone: opened there, that phone may start games too.
  await page.getByText(t("leagues.editLink")).click();
  await expect(page.getByTestId("qr-code").locator("svg")).toBeVisible();
  const editLink = await page.getByRole("textbox", { name: t("leagues.editLink") }).inputValue();
  await snapshot(page, "league-01b-edit-link");
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPhone = await other.newPage();
  await otherPhone.goto(leagueUrl);
  await expect(otherPhone.getByText(t("leagues.viewOnly"))).toBeVisible();
  await otherPhone.goto(editLink);
  await expect(otherPhone.getByRole("link", { name: `+ ${t("leagues.newGame")}` })).toBeVisible();
  await other.close();

  // Evening 1 (entered afterwards): new names join the roster. Ann goes out in the only round.
  await league.newGame();
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await league.setPlayedOn(lastWeek);
  await setup.toggle("nines", "rounds");
  await setup.setNumber("nines", "rounds", 1);
  await setup.start();
  await board.enterRound(1);
  await round.wentOut("Ann");
  await round.typeTotal("Ben", 10);
  await round.typeTotal("Cem", 20);
  await round.save(1);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ann" }));

  // Evening 2 (today): members picked from the roster with one tap each. Ben wins.
  await page.goto(leagueUrl);
  await league.newGame();
  for (const name of ["Ann", "Ben", "Cem"]) await league.pickFromRoster(name);
  await snapshot(page, "league-02-roster");
  await setup.toggle("nines", "rounds");
  await setup.setNumber("nines", "rounds", 1);
  await setup.start();
  await board.enterRound(1);
  await round.wentOut("Ben");
  await round.typeTotal("Ann", 5);
  await round.typeTotal("Cem", 7);
  await round.save(1);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ben" }));

  // An unfinished game: it is listed but does not count.
  await page.goto(leagueUrl);
  await league.newGame();
  await league.pickFromRoster("Ann");
  await league.pickFromRoster("Cem");
  await page.getByRole("button", { name: t("setup.remove", { seat: 3 }) }).click();
  await setup.start();
  await board.enterRound(1);
  await round.wentOut("Cem");
  await round.typeTotal("Ann", 30);
  await round.save(1);

  await page.goto(leagueUrl);
  await expect(page.getByText("2 finished games")).toBeVisible(); // the unfinished game does not count
  await league.expectRecord("Ann", 2, 1);
  await league.expectRecord("Ben", 2, 1);
  await league.expectRecord("Cem", 2, 0);
  // The evenings and the rating race are rendered once scrolled near (issue 28).
  await loadPartsNear(page);
  const evenings = page.getByTestId("evenings");
  await expect(evenings.locator("h3")).toHaveCount(2);
  await expect(evenings.getByText(t("leagues.unfinished"))).toHaveCount(1);
  // The rating race is drawn on the server (decision 022): a line and a legend entry per member, the figures below.
  const race = page.getByTestId("line-chart");
  await race.scrollIntoViewIfNeeded();
  await expect(race.locator("svg [data-series] path").first()).toBeVisible();
  await expect(race.locator("svg [data-series]")).toHaveCount(3);
  const legend = race.getByTestId("chart-legend");
  await expect(legend.getByRole("listitem")).toHaveCount(3);
  for (const name of ["Ann", "Ben", "Cem"]) await expect(legend).toContainText(name);
  await race.getByText(t("charts.figures")).click();
  await expect(race.getByTestId("chart-figures").locator("tbody tr")).toHaveCount(2);
  await snapshot(page, "league-03-standings");

  // Sorting by points puts the winners first.
  await page.getByRole("button", { name: t("leagues.col.points") }).click();
  await expect(page.getByTestId("league-standings").locator("tbody tr").last()).toContainText("Cem");

  // Ann's page: head-to-head and her rating chart.
  await page.getByRole("link", { name: "Ann", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ann" })).toBeVisible();
  const h2h = page.getByTestId("head-to-head");
  await expect(
    h2h.getByRole("listitem").filter({ hasText: t("leagues.versus", { name: "Ann", opponent: "Ben" }) }),
  ).toContainText("1–1");
  await expect(
    h2h.getByRole("listitem").filter({ hasText: t("leagues.versus", { name: "Ann", opponent: "Cem" }) }),
  ).toContainText("2–0");
  await expect(page.getByTestId("member-played")).toHaveText("2");
  const ratings = page.getByTestId("line-chart");
  await ratings.scrollIntoViewIfNeeded();
  await expect(ratings.locator("svg [data-series] path").first()).toBeVisible();
  await expect(ratings.locator("svg [data-series]")).toHaveCount(1);
  await expect(ratings.getByRole("img", { name: t("leagues.ratingOverTime") })).toBeVisible();
  await snapshot(page, "league-04-member");

  // A blank name is refused as the API refuses it, in the reader's language (here German); the name stays.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "de", url: page.url() }]);
  await page.reload();
  const de = translator("de");
  const leagueDe = new LeaguePage(page, de);
  for (const blank of ["", "   "]) {
    await leagueDe.renameMember(blank);
    await expect(leagueDe.memberAdminError()).toHaveText(`⚠${de("validation.name_required")}`);
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ann" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: de("leagues.rename") })).toHaveValue("Ann");
});
