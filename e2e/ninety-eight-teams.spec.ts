import { createTranslator } from "next-intl";
import { formatNames } from "../lib/i18n/format-names";
import { MESSAGES } from "../lib/i18n/messages/all";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { RunningTotalRefereePage } from "./pages/running-total-referee-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { SurvivalRoundPage } from "./pages/survival-round-page";
import { SurvivalScoreboard } from "./pages/survival-scoreboard";

const names = (list: string[]) => formatNames(list, "en");
// The round summary's sentence is an ICU plural, which the spec's simple translator does not read.
const icu = createTranslator({ locale: "en", messages: MESSAGES.en as never }) as unknown as (
  key: string,
  params: Record<string, unknown>,
) => string;

test("a whole game of Team Ninety-Eight at phone size: partners opposite share strikes, leave rounds together and win together", async ({
  page,
}) => {
  const t = translator("en");
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const marks = new SurvivalScoreboard(page);
  const referee = new RunningTotalRefereePage(page, t);
  const round = new SurvivalRoundPage(page, t, "ninety-eight");

  // Set-up: teams need pairs, so three players are refused; a fourth makes two teams (1st & 3rd, 2nd & 4th).
  await setup.open();
  await setup.chooseGame(t("games.ninety-eight.name"));
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await setup.setNumber("ninety-eight", "lives", 2);
  await setup.toggle("ninety-eight", "teams");
  await setup.start();
  await expect(
    page.locator("form").filter({ hasText: t("ninety-eight.violations.team_count", { count: 3 }) }),
  ).toBeVisible();
  await snapshot(page, "98t-01-new-game-odd");
  await setup.setPlayers(["Ann", "Ben", "Cem", "Dan"]);
  await setup.start();

  await board.expectLoaded();
  await expect(page.getByTestId("rules")).toContainText(t("ninety-eight.options.teams.label"));
  await marks.expectTeams({ Ann: 1, Cem: 1, Ben: 2, Dan: 2 });
  await marks.expectStrikes({ Ann: 0, Ben: 0, Cem: 0, Dan: 0 }, 2);
  await board.expectNext("Ann", "Ben");
  await snapshot(page, "98t-02-scoreboard-teams");

  // Round 1 on the referee: Ann is stuck at 93, so her partner Cem leaves the round with her; Ben & Dan win it.
  await referee.open();
  await referee.expectToPlay("Ben");
  await referee.play("K");
  await referee.expectToPlay("Cem");
  await referee.play("10", { value: "−10", total: 88 });
  await referee.expectToPlay("Dan");
  await referee.play("5");
  await referee.expectTotal(93);
  await referee.expectToPlay("Ann");
  await referee.cantPlay();
  await referee.checkHand(["6", "7", "Q", "J"]);
  // The log names the partner who leaves with the stuck player.
  await referee.expectLastEvent(
    `${t("ninety-eight.referee.confirmed")} ${t("ninety-eight.referee.outLast", { name: "Ann" })} ${t("runningTotal.partnersOut", { names: "Cem" })}`,
  );
  await expect(page.getByTestId("seat-Ann")).toBeDisabled();
  await expect(page.getByTestId("seat-Cem")).toBeDisabled();
  await referee.expectHandOver(t("ninety-eight.referee.teamWinner", { names: names(["Ben", "Dan"]) }));
  await referee.expectHandOver(t("ninety-eight.referee.order", { names: names(["Ann", "Cem"]) }));
  await snapshot(page, "98t-03-referee-team-out");
  await referee.send();

  // Both partners took the strike; the entry named only Ann, who got stuck.
  await board.expectLoaded();
  await marks.expectStrikes({ Ann: 1, Ben: 0, Cem: 1, Dan: 0 }, 2);
  await marks.expectOrder(["Ben", "Dan", "Ann", "Cem"]);
  await expect(page.getByTestId("round-summary")).toContainText(
    icu("ninety-eight.summary.teamText", { count: 1, names: "Ann", winners: names(["Ben", "Dan"]) }),
  );
  await board.expectNext("Ben", "Cem");
  await snapshot(page, "98t-04-scoreboard-round-1");

  // Round 2 on the form: tapping Dan puts Ben out with him; Ann & Cem are the team left.
  await board.enterRound(2);
  await round.expectPlayers(["Ann", "Ben", "Cem", "Dan"]);
  await round.expectTags("Ann", [t("ninety-eight.round.team", { team: 1 })]);
  await round.eliminate(["Dan"]);
  await round.expectOutWith("Ben", "Dan");
  await round.expectTeamWinners(names(["Ann", "Cem"]));
  await snapshot(page, "98t-05-round-form-team");
  await round.save(2);
  await board.expectLoaded();
  await marks.expectStrikes({ Ann: 1, Ben: 1, Cem: 1, Dan: 1 }, 2);
  await board.expectNext("Cem", "Dan");

  // Round 3: Cem is stuck; Ann goes with her partner. Their second strike puts both out: Ben & Dan win the game.
  await board.enterRound(3);
  await round.eliminate(["Cem"]);
  await round.expectOutWith("Ann", "Cem");
  await round.expectTeamWinners(names(["Ben", "Dan"]));
  await round.save(3);
  await board.expectLoaded();
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.sharedWin", { names: names(["Ben", "Dan"]) }));
  await marks.expectStrikes({ Ann: 2, Ben: 1, Cem: 2, Dan: 1 }, 2);
  await marks.expectOut(["Ann", "Cem"], ["Ben", "Dan"]);
  await marks.expectOrder(["Ben", "Dan", "Ann", "Cem"]);
  await snapshot(page, "98t-06-winners");
});

test("rules in force show the effective limit with Ninety-Nine rules, and an agreed number of rounds", async ({
  page,
}) => {
  const t = translator("en");
  const rules = page.getByTestId("rules");
  const ninetyNine = await seedSession(page, {
    game: "ninety-eight",
    players: ["Ann", "Ben"],
    options: { ninetyNineRules: true },
  });
  await page.goto(`/sessions/${ninetyNine.id}`);
  await expect(rules).toContainText(`${t("ninety-eight.options.limit.label")}: 99`);
  await expect(rules).toContainText(t("ninety-eight.options.ninetyNineRules.label"));
  await expect(rules).not.toContainText(`${t("ninety-eight.options.limit.label")}: 98`);

  const fixed = await seedSession(page, {
    game: "ninety-eight",
    players: ["Ann", "Ben", "Cem"],
    options: { rounds: 2 },
  });
  await page.goto(`/sessions/${fixed.id}`);
  await expect(rules).toContainText(`${t("ninety-eight.options.rounds.label")}: 2`);
  await expect(rules).not.toContainText(t("ninety-eight.options.lives.label"));
  await expect(page.getByText(t("scoreboard.roundsOf", { played: 0, total: 2 }))).toBeVisible();
  await snapshot(page, "98t-07-fixed-rounds");
});
