import { formatNames } from "../lib/i18n/format-names";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { TricksRefereePage, TricksRoundPage } from "./pages/ninety-nine-tricks-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

const GAME = "ninety-nine-tricks";
const t = translator("en");
const s = (key: string, params?: Record<string, string | number>) => t(`${GAME}.summary.${key}`, params);
/** "Ann made 3 of 3: 3 + 30 (only one made it)" as the scoreboard words it. */
const madeLine = (name: string, bid: number, parts: string) => s("line", { head: s("made", { name, bid }), parts });
const missedLine = (name: string, bid: number, tricks: number, parts: string) =>
  s("line", { head: s("missed", { name, bid, tricks }), parts });

test("a whole game of Ninety-Nine (tricks) at phone size: bid cards and numbers, premiums, a mistake, an edit, an undo, the referee, a shared win", async ({
  page,
}) => {
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const round = new TricksRoundPage(page, t);

  await setup.open();
  await setup.chooseGame(t("games.ninety-nine-tricks.name").replace(/[()]/g, "\\$&"));
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await setup.toggle(GAME, "premiums");
  await expect(page.getByRole("button", { name: t(`${GAME}.options.bidEncoding.values.suit`) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await snapshot(page, "tricks-01-new-game");
  await setup.start();

  await board.expectLoaded();
  await expect(page.getByTestId("rules")).toContainText(
    `${t(`${GAME}.options.bidEncoding.label`)}: ${t(`${GAME}.options.bidEncoding.values.suit`)}`,
  );
  await expect(page.getByTestId("rules")).toContainText(t(`${GAME}.options.premiums.label`));
  await expect(page.getByTestId("rules")).toContainText(`${t(`${GAME}.options.rounds.label`)}: 9`);
  await board.expectNext("Ann", "Ben");
  await expect(page.getByText(t("scoreboard.roundsOf", { played: 0, total: 9 }))).toBeVisible();
  await snapshot(page, "tricks-02-scoreboard-empty");

  // Round 1, the sheet's example: Ann deals; the bid cards are turned over: Ann ♦♦♦ (0), Ben ♣♣♣ (3), Cem ♥♥♥ (2);
  // tricks 1/3/5, trump ♠. First entered with two mistakes: Ann's bid cards mixed, and tricks adding up to 8.
  await board.enterRound(1);
  await expect(round.player("Ann")).toContainText(t(`${GAME}.round.deals`));
  await expect(round.player("Ben")).toContainText(t(`${GAME}.round.leads`));
  await round.bidCards("Ann", ["D", "D", "S"]);
  await round.expectPlayerError("Ann", t(`${GAME}.violations.bid_suits_mixed`, { suits: "♦ ♦ ♠" }));
  await round.bidCards("Ben", ["C", "C"]);
  await round.expectBidReading("Ben", t(`${GAME}.round.cardsSoFar`, { total: 3, count: 2 }));
  await round.bidCards("Ben", ["C"]);
  await round.expectBidReading("Ben", t(`${GAME}.round.encodes`, { bid: 3 }));
  await round.bidCards("Cem", ["H", "H", "H"]);
  await round.expectBidReading("Cem", t(`${GAME}.round.encodes`, { bid: 2 }));
  await round.setTricks("Ann", 1);
  await round.setTricks("Ben", 3);
  await round.setTricks("Cem", 4);
  await round.expectTricksCheck(8);
  await round.trump("S");
  await round.save(1);
  await round.expectRoundError(t(`${GAME}.violations.tricks_sum`, { sum: 8, expected: 9 }));
  await round.expectRoundError(t("round.notSaved"));
  await round.expectPlayerError("Ann", t(`${GAME}.violations.bid_suits_mixed`, { suits: "♦ ♦ ♠" }));
  await snapshot(page, "tricks-03-round-errors");
  // Corrected: Ann's third card was a ♦, and Cem took 5 tricks.
  await round.removeBidCard("Ann", "S");
  await round.bidCards("Ann", ["D"]);
  await round.expectBidReading("Ann", t(`${GAME}.round.encodes`, { bid: 0 }));
  await round.setTricks("Cem", 5);
  await round.expectTricksCheck(9);
  await snapshot(page, "tricks-04-round-entry");
  await round.save(1);
  await board.expectTotals({ Ben: 33, Cem: 5, Ann: 1 });
  const summary = page.getByTestId("round-summary");
  await expect(summary.getByTestId("summary-Ben")).toContainText(
    madeLine("Ben", 3, `3 + ${s("bonusPart", { bonus: 30, reason: s("reason1") })}`),
  );
  await expect(summary.getByTestId("summary-Ann")).toContainText(missedLine("Ann", 0, 1, "1"));
  await expect(summary.getByTestId("summary-Cem")).toContainText(missedLine("Cem", 2, 5, "5"));
  await expect(summary).toContainText(s("trump", { suit: t("cards.suit.S") }));
  await expect(summary.getByTestId("rounds-left")).toHaveText("8 rounds left");
  await board.expectNext("Ben", "Cem");
  await snapshot(page, "tricks-05-scoreboard-round-1");

  // The referee settles the sheet's first trick: Ben leads Q♥, Cem K♥, Ann (no ♥ left) trumps with 9♠.
  await page.getByRole("link", { name: t("scoreboard.referee") }).click();
  const referee = new TricksRefereePage(page, t);
  await referee.trump("S");
  await referee.led("Ben");
  await referee.playTrick(["QH", "KH"]);
  await referee.expectResult(t(`${GAME}.referee.winning`, { name: "Cem", card: "K♥" }));
  await referee.playTrick(["9S"]);
  await referee.expectResult(t(`${GAME}.referee.takesTrumped`, { name: "Ann", card: "9♠" }));
  // Had Ann still held a ♥, the 9♠ would not have been allowed.
  await referee.hand(["9S", "5C", "2H"]);
  await referee.played("9♠");
  await referee.expectFollow(t(`${GAME}.violations.must_follow_suit`, { suit: "♥" }));
  await snapshot(page, "tricks-06-referee-illegal");
  await referee.hand(["2H"]);
  await referee.expectFollow(t(`${GAME}.referee.legalCannotFollow`, { suit: "♥", card: "9♠" }));
  await snapshot(page, "tricks-07-referee");
  // Ann took the trick, so Ann leads the next one (sheet: "Wer den Stich gewinnt, eröffnet den nächsten").
  await page.getByRole("button", { name: `→ ${t(`${GAME}.referee.nextTrick`, { name: "Ann" })}` }).click();
  await expect(
    page
      .getByRole("radiogroup", { name: t(`${GAME}.referee.whoLed`) })
      .getByRole("radio", { name: "Ann", exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  // The first slot is Ann's, the one led (named by what it shows: "Ann ? led").
  await expect(page.getByTestId("slot-0")).toHaveAccessibleName(new RegExp(`^Ann\\b.*${t(`${GAME}.referee.led`)}$`));
  await expect(page.getByTestId("trick-result")).toHaveText(t(`${GAME}.referee.pickLed`));
  await expect(page.getByTestId("follow-result")).toHaveText(t(`${GAME}.referee.pickLedFirst`));
  await page.getByRole("link", { name: t("scoreboard.backToScoreboard") }).click();
  await board.expectLoaded();

  // Round 2 with numbers, no trump (a 9 turned up): Ann 1/1, Ben 1/1, Cem 2/7: two made it, 20 each.
  await board.enterRound(2);
  await round.enter({ Ann: [1, 1], Ben: [1, 1], Cem: [2, 7] });
  await round.trump("none");
  await round.save(2);
  await board.expectTotals({ Ben: 54, Ann: 22, Cem: 12 });
  await expect(page.getByTestId("summary-trump")).toHaveText(s("noTrump"));

  // Round 3: Cem declares a bid of 3 and makes it (+30); Ann makes 2; two made it, 20 each.
  await board.enterRound(3);
  await expect(round.player("Cem")).toContainText(t(`${GAME}.round.deals`));
  await expect(round.player("Ann")).toContainText(t(`${GAME}.round.leads`));
  await round.enter({ Ann: [2, 2], Ben: [0, 4], Cem: [3, 3] });
  await round.premium("Cem", "declare");
  await round.save(3);
  // Round 3 scores: Ann 22, Ben 4, Cem 3 + 20 + 30 = 53.
  await board.expectTotals({ Cem: 65, Ben: 58, Ann: 44 });
  await expect(page.getByTestId("summary-Cem")).toContainText(
    madeLine(
      "Cem",
      3,
      `3 + ${s("bonusPart", { bonus: 20, reason: s("reason2") })} + ${s("declareMade", { points: 30 })}`,
    ),
  );

  // Round 4, bid cards ♣♣♣ all round: Ann reveals and misses (2 of 3), so Ben and Cem add 60 each.
  await board.enterRound(4);
  for (const name of ["Ann", "Ben", "Cem"]) await round.bidCards(name, ["C", "C", "C"]);
  await round.setTricks("Ann", 2);
  await round.setTricks("Ben", 3);
  await round.setTricks("Cem", 4);
  await round.premium("Ann", "reveal");
  await snapshot(page, "tricks-08-round-premium");
  await round.save(4);
  // Round 4 scores: Ann 2, Ben 3 + 30 + 60 = 93, Cem 4 + 60 = 64.
  await board.expectTotals({ Ben: 151, Cem: 129, Ann: 46 });
  await expect(page.getByTestId("summary-Ben")).toContainText(
    madeLine(
      "Ben",
      3,
      `3 + ${s("bonusPart", { bonus: 30, reason: s("reason1") })} + ${s("revealFailed", { points: 60, name: "Ann" })}`,
    ),
  );
  await expect(page.getByTestId("summary-Ann")).toContainText(
    s("withNote", { line: missedLine("Ann", 3, 2, "2"), note: s("revealLost", { points: 60 }) }),
  );
  await snapshot(page, "tricks-09-scoreboard-premium");

  // Edit round 2: it was really Ann 1/1, Ben 1/2, Cem 2/6; only Ann made it (31, 2, 6 instead of 21, 21, 7).
  await board.editRound(2);
  await expect(
    round
      .player("Ann")
      .getByRole("radiogroup", { name: t(`${GAME}.round.bidOf`, { name: "Ann" }) })
      .getByRole("radio", { name: "1", exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  await round.expectTricksCheck(9);
  await round.setTricks("Ben", 2);
  await round.setTricks("Cem", 6);
  await snapshot(page, "tricks-10-edit-round");
  await round.save(2, true);
  await board.expectTotals({ Ben: 132, Cem: 128, Ann: 56 });

  // Round 5: everyone bids 3 and makes it: 10 each.
  await board.enterRound(5);
  await round.bidCards("Ann", ["C", "C", "C"]);
  await round.enter({ Ben: [3, 3], Cem: [3, 3] });
  await round.setTricks("Ann", 3);
  await round.save(5);
  await board.expectTotals({ Ben: 145, Cem: 141, Ann: 69 });
  await expect(page.getByTestId("round-summary")).toContainText(s("bonusFor3", { bonus: 10 }));

  // Round 6: everyone bids 0, nobody makes it: tricks only.
  await board.enterRound(6);
  await round.bidCards("Ann", ["D", "D", "D"]);
  await round.bidCards("Ben", ["D", "D", "D"]);
  await round.bidCards("Cem", ["D", "D", "D"]);
  await round.setTricks("Ann", 2);
  await round.setTricks("Ben", 3);
  await round.setTricks("Cem", 4);
  await round.save(6);
  await board.expectTotals({ Ben: 148, Cem: 145, Ann: 71 });
  await expect(page.getByTestId("round-summary")).toContainText(s("nobodyMade"));

  // Round 7 entered wrongly (Cem took 6, Ann 1), then undone and entered again: Ann 1/2, Ben 2/2, Cem 3/5.
  await board.enterRound(7);
  await round.enter({ Ann: [1, 1], Ben: [2, 2], Cem: [3, 6] });
  await round.save(7);
  await board.expectTotals({ Ben: 170, Cem: 151, Ann: 92 });
  await board.undo(7);
  await board.expectTotals({ Ben: 148, Cem: 145, Ann: 71 });
  await board.enterRound(7);
  await round.enter({ Ann: [1, 2], Ben: [2, 2], Cem: [3, 5] });
  await round.save(7);
  await board.expectTotals({ Ben: 180, Cem: 150, Ann: 73 });

  // Round 8: Ann 2/2, Ben 1/7, Cem 0/0: Ann and Cem made it, 20 each.
  await board.enterRound(8);
  await round.enter({ Ann: [2, 2], Ben: [1, 7], Cem: [0, 0] });
  await round.save(8);
  await board.expectTotals({ Ben: 187, Cem: 170, Ann: 95 });
  await expect(page.getByTestId("rounds-left")).toHaveText("1 round left");

  // Round 9, the last: Ann 2/2 and Cem 2/2 make it (22 each), Ben 0/5: Ben and Cem tie on 192 and share the win.
  await board.enterRound(9);
  await round.bidCards("Ann", ["H", "H", "H"]);
  await round.bidCards("Ben", ["D", "D", "D"]);
  await round.bidCards("Cem", ["H", "H", "H"]);
  await round.setTricks("Ann", 2);
  await round.setTricks("Ben", 5);
  await round.setTricks("Cem", 2);
  await round.save(9);
  await board.expectTotals({ Ben: 192, Cem: 192, Ann: 117 });
  await expect(page.getByTestId("winner")).toHaveText(
    t("scoreboard.sharedWin", { names: formatNames(["Ben", "Cem"], "en") }),
  );
  await expect(page.getByTestId("standing-Ben").getByLabel(t("scoreboard.rank", { rank: 1 }))).toBeVisible();
  await expect(page.getByTestId("standing-Cem").getByLabel(t("scoreboard.rank", { rank: 1 }))).toBeVisible();
  await expect(page.getByTestId("standing-Ann").getByLabel(t("scoreboard.rank", { rank: 3 }))).toBeVisible();
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 10 }) })).toHaveCount(0);
  await expect(page.getByText(t("scoreboard.roundsOf", { played: 9, total: 9 }))).toBeVisible();
  await snapshot(page, "tricks-11-winner");
});

test("Ninety-Nine (tricks) with summed bid cards, played to a target, in German", async ({ page }) => {
  const de = translator("de");
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const round = new TricksRoundPage(page, t);

  await setup.open();
  await setup.chooseGame(t("games.ninety-nine-tricks.name").replace(/[()]/g, "\\$&"));
  await setup.setPlayers(["Dee", "Eli", "Fay"]);
  await setup.dealsFirst(2);
  await page.getByRole("button", { name: t(`${GAME}.options.bidEncoding.values.sum`) }).click();
  await setup.toggle(GAME, "target");
  await setup.setNumber(GAME, "target", 40);
  // The target replaces the fixed number of rounds.
  await expect(page.locator("#option-rounds-value")).toHaveCount(0);
  await setup.start();

  await board.expectLoaded();
  await expect(page.getByText(t("scoreboard.playsTo", { threshold: 40 }))).toBeVisible();
  await expect(page.getByTestId("rules")).toContainText(`${t(`${GAME}.options.target.label`)}: 40`);
  await board.expectNext("Fay", "Dee");

  // Round 1: with summed suits mixed bid cards are fine: Dee ♣ ♣ ♦ = 6 and takes 6 (alone: 6 + 30).
  await board.enterRound(1);
  await round.bidCards("Dee", ["C", "C", "D"]);
  await expect(round.player("Dee").getByTestId("bid-sum")).toHaveText("3 + 3 + 0 = 6");
  await round.expectBidReading("Dee", t(`${GAME}.round.encodes`, { bid: 6 }));
  await round.bidNumber("Eli", 0);
  await round.bidCards("Fay", ["D", "D", "D"]);
  await round.setTricks("Dee", 6);
  await round.setTricks("Eli", 1);
  await round.setTricks("Fay", 2);
  await snapshot(page, "tricks-12-sum-entry");
  await round.save(1);
  await board.expectTotals({ Dee: 36, Fay: 2, Eli: 1 });
  await expect(page.getByTestId("standing-Dee")).toContainText(t("scoreboard.toThreshold", { left: 4 }));

  // The rest in German. Round 2: Dee ♠ ♦ ♦ = 1 takes 1, Eli bids 9 and takes 8, Fay 0/0: Dee reaches 40 and wins.
  await board.switchLanguage("Deutsch");
  const deBoard = new ScoreboardPage(page, de);
  const deRound = new TricksRoundPage(page, de);
  await expect(page.getByTestId("summary-Dee")).toContainText(
    de(`${GAME}.summary.line`, {
      head: de(`${GAME}.summary.made`, { name: "Dee", bid: 6 }),
      parts: `6 + ${de(`${GAME}.summary.bonusPart`, { bonus: 30, reason: de(`${GAME}.summary.reason1`) })}`,
    }),
  );
  await deBoard.enterRound(2);
  await deRound.bidCards("Dee", ["S", "D", "D"]);
  await deRound.bidNumber("Eli", 9);
  await deRound.bidNumber("Fay", 0);
  await deRound.setTricks("Dee", 1);
  await deRound.setTricks("Eli", 8);
  await deRound.expectTricksCheck(9);
  await snapshot(page, "tricks-13-round-de");
  await deRound.save(2);
  // Round 2 scores: Dee 1 + 20, Eli 8, Fay 0 + 20.
  await deBoard.expectTotals({ Dee: 57, Fay: 22, Eli: 9 });
  await expect(page.getByTestId("winner")).toHaveText(de("scoreboard.wins", { name: "Dee" }));
  await snapshot(page, "tricks-14-winner-de");
});
