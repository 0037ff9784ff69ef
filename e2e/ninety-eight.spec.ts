import { formatNames } from "../lib/i18n/format-names";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { RunningTotalRefereePage } from "./pages/running-total-referee-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { SurvivalRoundPage } from "./pages/survival-round-page";
import { SurvivalScoreboard } from "./pages/survival-scoreboard";

test("a whole game of Ninety-Eight at phone size: the referee feeds eliminations, a form entry with a mistake, an undo, strikes, stakes and the winner", async ({
  page,
}) => {
  const t = translator("en");
  const rt = (key: string, params: Record<string, string | number> = {}) => t(`runningTotal.${key}`, params);
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const marks = new SurvivalScoreboard(page);
  const referee = new RunningTotalRefereePage(page, t);
  const round = new SurvivalRoundPage(page, t, "ninety-eight");

  // Set-up: 3 players, 2 strikes put a player out, stakes, reverse fours.
  await setup.open();
  await setup.chooseGame(t("games.ninety-eight.name"));
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await setup.setNumber("ninety-eight", "lives", 2);
  await setup.toggle("ninety-eight", "stakes");
  await setup.toggle("ninety-eight", "reverseFours");
  // Speed 98's limit 50 contradicts Ninety-Nine rules: refused next to the limit, nothing created.
  const limit = page.getByRole("group", { name: t("ninety-eight.options.limit.label") });
  await limit.getByRole("button", { name: /^50/ }).click();
  await setup.toggle("ninety-eight", "ninetyNineRules");
  await setup.start();
  await expect(page.locator("#option-limit-error")).toContainText(
    t("ninety-eight.violations.option_conflict", { limit: 50 }),
  );
  await snapshot(page, "98-01-new-game-conflict");
  await setup.toggle("ninety-eight", "ninetyNineRules");
  await limit.getByRole("button", { name: "98", exact: true }).click();
  await setup.start();

  await board.expectLoaded();
  await expect(page.getByTestId("rules")).toContainText(t("ninety-eight.options.reverseFours.label"));
  await expect(page.getByTestId("rules")).toContainText(`${t("ninety-eight.options.lives.label")}: 2`);
  await board.expectNext("Ann", "Ben");
  await marks.expectStrikes({ Ann: 0, Ben: 0, Cem: 0 }, 2);
  await marks.expectChips({ Ann: 0, Ben: 0, Cem: 0 }, 0);
  await snapshot(page, "98-02-scoreboard-empty");

  // Round 1 on the referee screen: Ann dealt, Ben starts at 0.
  await referee.open();
  await referee.expectTotal(0);
  await referee.expectToPlay("Ben");
  await referee.expectDirection(true);
  await referee.play("K");
  await referee.expectTotal(98);
  await referee.expectToPlay("Cem");
  // A 5 at 98 is refused, with the reason; nothing changes.
  await referee.tap("5");
  await referee.expectRefusal(rt("refusal.over_limit", { card: "5", total: 103, limit: 98, name: "Cem" }));
  await referee.expectTotal(98);
  await snapshot(page, "98-03-referee-refused");
  // A 10 asks + or −, each with its total; only −10 stays within 98.
  await referee.tap("10");
  await expect(page.getByRole("button", { name: rt("choice", { value: "+10", total: 108 }) })).toContainText(
    rt("overTag", { limit: 98 }),
  );
  await snapshot(page, "98-04-referee-choice");
  await referee.choose("−10", 88);
  await referee.expectTotal(88);
  await referee.expectToPlay("Ann");
  // Reverse fours: a 4 counts 0 and play turns counter-clockwise (back to Cem).
  await referee.play("4");
  await referee.expectTotal(88);
  await referee.expectDirection(false);
  await referee.expectToPlay("Cem");
  await referee.expectLastEvent(`${rt("played", { name: "Ann", card: "4", total: 88 })} ${rt("reversed")}`);
  await referee.play("7");
  await referee.play("3");
  await referee.expectTotal(98);
  await referee.expectToPlay("Ann");
  // The hand in progress lives on this phone: a reload keeps it.
  await page.reload();
  await referee.expectTotal(98);
  await referee.expectToPlay("Ann");
  await referee.expectDirection(false);
  // A K tapped by mistake, then undone.
  await referee.play("K");
  await referee.expectToPlay("Cem");
  await referee.undo();
  await referee.expectToPlay("Ann");
  await referee.expectTotal(98);
  // Ann says she can't play, but her hand holds a 10: Deckside names the play she missed.
  await referee.cantPlay();
  await referee.checkHand(["A", "10"]);
  await referee.expectMissed("Ann", [rt("legalPlayAs", { card: "10", value: "−10", total: 88 })]);
  await snapshot(page, "98-05-referee-missed-play");
  await referee.cancel();
  await referee.play("10", { value: "−10", total: 88 });
  await referee.expectToPlay("Cem");
  await referee.play("9");
  await referee.expectTotal(97);
  await referee.expectToPlay("Ben");
  // Ben really is stuck at 97: the check confirms it, he is eliminated, the total resets and Ann starts.
  await referee.cantPlay();
  await referee.checkHand(["5", "6", "Q", "J"]);
  await referee.expectTotal(0);
  await referee.expectToPlay("Ann");
  await referee.expectLastEvent(
    `${t("ninety-eight.referee.confirmed")} ${t("ninety-eight.referee.out", { name: "Ben", next: "Ann" })}`,
  );
  await expect(page.getByTestId("seat-Ben")).toBeDisabled();
  await snapshot(page, "98-06-referee-eliminated");
  await referee.play("K");
  await referee.expectToPlay("Cem");
  await referee.cantPlay();
  await referee.takeWord("ninety-eight", "Cem");
  await referee.expectHandOver(t("ninety-eight.referee.roundWinner", { name: "Ann" }));
  await referee.expectHandOver(t("ninety-eight.referee.order", { names: formatNames(["Ben", "Cem"], "en") }));
  await snapshot(page, "98-07-referee-round-over");
  await referee.send();

  // The scoreboard took the round: Ben and Cem have a strike; Ann won a chip from each.
  await board.expectLoaded();
  await marks.expectStrikes({ Ann: 0, Ben: 1, Cem: 1 }, 2);
  await marks.expectChips({ Ann: 1, Ben: -2, Cem: -2 }, 3);
  await board.expectNext("Ben", "Cem");
  await snapshot(page, "98-08-scoreboard-round-1");

  // Round 2 on the form: one tap is not enough (nothing saved); two are, and Ben wins the round.
  await board.enterRound(2);
  await round.expectPlayers(["Ann", "Ben", "Cem"]);
  await round.expectTags("Ben", [t("ninety-eight.round.deals")]);
  await round.expectTags("Cem", [t("ninety-eight.round.starts")]);
  await round.eliminate(["Cem"]);
  await round.save(2);
  await round.expectError(t("ninety-eight.violations.wrong_count", { expected: 2, actual: 1 }));
  await snapshot(page, "98-09-round-form-error");
  await round.eliminate(["Ben"]);
  await round.expectRoundWinner("Ann");
  await round.undoTap();
  await round.eliminate(["Ann"]);
  await round.expectOrder(["Cem", "Ann"]);
  await round.expectRoundWinner("Ben");
  await snapshot(page, "98-10-round-form");
  await round.save(2);
  await board.expectLoaded();
  // Cem's second strike puts him out; the deal passes over him.
  await marks.expectStrikes({ Ann: 1, Ben: 1, Cem: 2 }, 2);
  await marks.expectOut(["Cem"], ["Ann", "Ben"]);
  await marks.expectChips({ Ann: -1, Ben: -1, Cem: -4 }, 6);
  await board.expectNext("Ann", "Ben");

  // Round 3 entered wrongly on the form (Cem, out, is not offered): it ends the game, so it is undone.
  await board.enterRound(3);
  await round.expectPlayers(["Ann", "Ben"]);
  await round.eliminate(["Ben"]);
  await round.save(3);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ann" }));
  await board.undo(3);
  await board.expectNext("Ann", "Ben");
  await marks.expectStrikes({ Ann: 1, Ben: 1, Cem: 2 }, 2);

  // Round 3 on the referee: with two players a reverse four gives Ben another turn; Ann is stuck.
  await referee.open();
  await expect(page.getByTestId("seat-Cem")).toHaveCount(0);
  await referee.expectToPlay("Ben");
  // Tapping a seat hands that player the turn (someone played out of turn); undone again.
  await page.getByTestId("seat-Ann").click();
  await referee.expectToPlay("Ann");
  await referee.expectLastEvent(rt("turnGiven", { name: "Ann" }));
  await referee.undo();
  await referee.expectToPlay("Ben");
  await referee.play("4");
  await referee.expectToPlay("Ben");
  await referee.play("K");
  await referee.expectToPlay("Ann");
  await referee.cantPlay();
  await referee.checkHand(["9", "J", "A", "Q"]);
  await referee.expectHandOver(t("ninety-eight.referee.roundWinner", { name: "Ben" }));
  await referee.send();

  // Ann's second strike: Ben is the last player left and takes the pot.
  await board.expectLoaded();
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ben" }));
  await marks.expectStrikes({ Ann: 2, Ben: 1, Cem: 2 }, 2);
  await marks.expectOut(["Ann", "Cem"], ["Ben"]);
  await marks.expectChips({ Ann: -3, Ben: 7, Cem: -4 }, 0);
  await marks.expectOrder(["Ben", "Ann", "Cem"]);
  await snapshot(page, "98-11-winner");

  // The referee has no hand left to follow.
  await page.getByRole("link", { name: t("scoreboard.referee"), exact: true }).click();
  await expect(page.getByText(rt("gameOver"))).toBeVisible();
});
