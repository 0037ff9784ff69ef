import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { RunningTotalRefereePage } from "./pages/running-total-referee-page";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { SurvivalRoundPage } from "./pages/survival-round-page";
import { SurvivalScoreboard } from "./pages/survival-scoreboard";

test("a whole game of the Ninety-Nine adding game at phone size: reverses and skips, busts from the referee, an edit, tokens and the winner, partly in German", async ({
  page,
}) => {
  let t = translator("en");
  const rt = (key: string, params: Record<string, string | number> = {}) => t(`runningTotal.${key}`, params);
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const tokens = new SurvivalScoreboard(page);
  const referee = new RunningTotalRefereePage(page, t);
  const hand = new SurvivalRoundPage(page, t, "ninety-nine-adding");

  // Set-up: 3 players with 2 tokens each; every hand opens at 50.
  await setup.open();
  await setup.chooseGame(t("games.ninety-nine-adding.name").replace(/[()]/g, "\\$&"));
  await setup.setPlayers(["Dee", "Eli", "Fay"]);
  await setup.setNumber("ninety-nine-adding", "lives", 2);
  await page
    .getByRole("group", { name: t("ninety-nine-adding.options.startTotal.label") })
    .getByRole("button", { name: "50", exact: true })
    .click();
  await snapshot(page, "99a-01-new-game");
  await setup.start();

  await board.expectLoaded();
  await expect(page.getByTestId("rules")).toContainText(`${t("ninety-nine-adding.options.startTotal.label")}: 50`);
  await board.expectNext("Dee", "Eli");
  await tokens.expectTokens({ Dee: 2, Eli: 2, Fay: 2 });
  await snapshot(page, "99a-02-scoreboard-empty");

  // Hand 1 on the referee: Eli opens at 50.
  await referee.open();
  await referee.expectTotal(50);
  await referee.expectToPlay("Eli");
  await referee.expectDirection(true);
  await referee.play("9");
  await referee.expectTotal(99);
  await referee.expectToPlay("Fay");
  // A 4 counts 0 and reverses: back to Eli, counter-clockwise.
  await referee.play("4");
  await referee.expectDirection(false);
  await referee.expectToPlay("Eli");
  await referee.play("K");
  await referee.expectTotal(99);
  await referee.expectToPlay("Dee");
  await referee.tap("3");
  await referee.expectRefusal(rt("refusal.over_limit", { card: "3", total: 102, limit: 99, name: "Dee" }));
  await referee.play("10", { value: "−10", total: 89 });
  await referee.expectToPlay("Fay");
  // A 3 adds 3 and skips the next player (Eli), so Dee plays again.
  await referee.play("3");
  await referee.expectTotal(92);
  await referee.expectLastEvent(
    `${rt("played", { name: "Fay", card: "3", total: 92 })} ${rt("skipped", { name: "Eli" })}`,
  );
  await referee.expectToPlay("Dee");
  await snapshot(page, "99a-03-referee-skip");
  // Dee is stuck at 92 with Q, J, 8: the check confirms the bust, which ends the hand.
  await referee.cantPlay();
  await referee.checkHand(["Q", "J", "8"]);
  await referee.expectHandOver(t("ninety-nine-adding.referee.busted", { name: "Dee" }));
  await snapshot(page, "99a-04-referee-bust");
  await referee.send();

  await board.expectLoaded();
  await tokens.expectTokens({ Dee: 1, Eli: 2, Fay: 2 });
  // The buster deals; the player to their left opens.
  await board.expectNext("Dee", "Eli");
  await snapshot(page, "99a-05-scoreboard-hand-1");

  // Hand 2 on the form: nobody tapped is refused next to the field; then Fay busts.
  await board.enterRound(2);
  await hand.expectPlayers(["Dee", "Eli", "Fay"]);
  await hand.expectTags("Dee", [t("ninety-nine-adding.round.deals")]);
  await hand.expectTags("Eli", [t("ninety-nine-adding.round.opens")]);
  await hand.save(2);
  await hand.expectError(t("ninety-nine-adding.violations.choose_bust"));
  await hand.bust("Fay");
  await snapshot(page, "99a-06-round-form");
  await hand.save(2);
  await board.expectLoaded();
  await tokens.expectTokens({ Dee: 1, Eli: 2, Fay: 1 });
  await board.expectNext("Fay", "Dee");

  // Edit hand 2: it was Eli who busted, not Fay.
  await board.editRound(2);
  await expect(hand.player("Fay")).toHaveAttribute("aria-checked", "true");
  await hand.expectTags("Dee", [t("ninety-nine-adding.round.deals")]);
  await hand.bust("Eli");
  await hand.save(2, true);
  await board.expectLoaded();
  await tokens.expectTokens({ Dee: 1, Eli: 1, Fay: 2 });
  await board.expectNext("Eli", "Fay");

  // Hand 3 in German.
  await board.switchLanguage("Deutsch");
  t = translator("de");
  for (const po of [board, referee, hand]) po.setTranslator(t);
  tokens.useLocale("de");
  await referee.open();
  await referee.expectTotal(50);
  await referee.expectToPlay("Fay");
  await referee.tap("A");
  await snapshot(page, "99a-07-referee-ace-de");
  await referee.choose("+11", 61);
  await referee.play("9");
  await referee.expectTotal(99);
  await referee.expectToPlay("Eli");
  // Eli says he can't play, but a 10 taken off saves him.
  await referee.cantPlay();
  await referee.checkHand(["5", "10"]);
  await referee.expectMissed("Eli", [rt("legalPlayAs", { card: "10", value: "−10", total: 89 })]);
  await snapshot(page, "99a-08-referee-missed-play-de");
  await referee.cancel();
  await referee.play("10", { value: "−10", total: 89 });
  await referee.play("Q");
  await referee.expectTotal(99);
  await referee.expectToPlay("Dee");
  // Undo a mistaken tap, then Dee busts on the table's word.
  await referee.play("K");
  await referee.expectToPlay("Eli");
  await referee.undo();
  await referee.expectToPlay("Dee");
  await referee.cantPlay();
  await referee.takeWord("ninety-nine-adding", "Dee");
  await referee.expectHandOver(t("ninety-nine-adding.referee.busted", { name: "Dee" }));
  await snapshot(page, "99a-09-referee-bust-de");
  await referee.send();

  // Dee's last token is gone: out. She still deals; Eli, to her left, opens.
  await board.expectLoaded();
  await tokens.expectTokens({ Dee: 0, Eli: 1, Fay: 2 });
  await tokens.expectOut(["Dee"], ["Eli", "Fay"]);
  await board.expectNext("Dee", "Eli");
  await snapshot(page, "99a-10-scoreboard-out-de");

  // Hand 4: Dee is not offered; Eli busts and Fay, the last with tokens, wins.
  await board.enterRound(4);
  await hand.expectPlayers(["Eli", "Fay"]);
  await hand.bust("Eli");
  await hand.save(4);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Fay" }));
  await tokens.expectTokens({ Dee: 0, Eli: 0, Fay: 2 });
  await tokens.expectOrder(["Fay", "Eli", "Dee"]);
  await snapshot(page, "99a-11-winner-de");
});

test("Ring of 99 at phone size: five cards, limit 199, a card without value in play and in the bust check", async ({
  page,
}) => {
  const t = translator("en");
  const o = (key: string) => t(`ninety-nine-adding.options.${key}`);
  const rt = (key: string, params: Record<string, string | number> = {}) => t(`runningTotal.${key}`, params);
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const tokens = new SurvivalScoreboard(page);
  const referee = new RunningTotalRefereePage(page, t);

  await setup.open();
  await setup.chooseGame(t("games.ninety-nine-adding.name").replace(/[()]/g, "\\$&"));
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await page
    .getByRole("group", { name: o("limit.label") })
    .getByRole("button", { name: o("limit.values.199") })
    .click();
  await page
    .getByRole("group", { name: o("handSize.label") })
    .getByRole("button", { name: o("handSize.values.5") })
    .click();
  await setup.toggle("ninety-nine-adding", "noValueCards");
  await setup.start();

  await board.expectLoaded();
  const rules = page.getByTestId("rules");
  await expect(rules).toContainText(`${o("limit.label")}: ${o("limit.values.199")}`);
  await expect(rules).toContainText(`${o("handSize.label")}: ${o("handSize.values.5")}`);
  await expect(rules).toContainText(o("noValueCards.label"));

  // Ann deals, Ben opens: the 9 sets the limit in force, 199; Cem plays a card without value: 199 stays, Ann is next.
  await referee.open();
  await referee.expectTotal(0);
  await referee.expectToPlay("Ben");
  await referee.play("9");
  await referee.expectTotal(199);
  await page.getByRole("button", { name: rt("noValue"), exact: true }).click();
  await referee.expectTotal(199);
  await referee.expectToPlay("Ann");
  await referee.expectLastEvent(rt("played", { name: "Cem", card: rt("noValueShort"), total: 199 }));
  // Ann says she cannot play, but her hand holds a card without value: that is always a legal play.
  await referee.cantPlay();
  await referee.tap("Q");
  await referee.tap("J");
  await page.getByRole("button", { name: rt("noValue"), exact: true }).click();
  await referee.checkHand([]);
  await referee.expectMissed("Ann", [rt("legalPlay", { card: rt("noValueShort"), total: 199 })]);
  await snapshot(page, "99a-ring-of-99-missed");
  await referee.cancel();
  await referee.play("K");
  await referee.expectToPlay("Ben");
  // Ben holds five cards and none of them stays within 199: he busts.
  await referee.cantPlay();
  await referee.checkHand(["5", "J", "Q", "8", "7"]);
  await referee.expectHandOver(t("ninety-nine-adding.referee.busted", { name: "Ben" }));
  await referee.send();
  await board.expectLoaded();
  await tokens.expectTokens({ Ann: 3, Ben: 2, Cem: 3 });
});
