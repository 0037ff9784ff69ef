import { formatNames } from "../lib/i18n/format-names";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { ScoreboardPage } from "./pages/scoreboard-page";

test("a whole game of Nines at phone size: variants, cards and totals, a mistake, an edit, an undo, a tie-break, in English and German", async ({
  page,
}) => {
  let t = translator("en");
  const setup = new NewGamePage(page, t);
  const board = new ScoreboardPage(page, t);
  const round = new NinesRoundPage(page, t);

  await page.goto("/");
  await snapshot(page, "01-home");
  await setup.open();
  await setup.setPlayers(["Ann", "Ben", "Cem"]);
  await setup.setNumber("nines", "threshold", 50);
  await setup.toggle("nines", "hardNines");
  await snapshot(page, "02-new-game");
  await setup.start();

  await board.expectLoaded();
  const sessionPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("rules")).toContainText(t("nines.options.hardNines.label"));
  await expect(page.getByTestId("rules")).toContainText(`${t("nines.options.threshold.label")}: 50`);
  await board.expectNext("Ann", "Ben");
  await snapshot(page, "03-scoreboard-empty");

  // Round 1: Ann goes out; Ben's cards tapped (K = 10, 9 = 25 with Hard Nines), Cem's total typed.
  await board.enterRound(1);
  await round.wentOut("Ann");
  await round.tapCards("Ben", ["KS", "9H"]);
  await round.expectPenalty("Ben", 35);
  await round.typeTotal("Cem", 12);
  await snapshot(page, "04-round-entry");
  await round.save(1);
  await board.expectTotals({ Ann: 0, Ben: 35, Cem: 12 });
  await board.expectNext("Ben", "Cem");

  // Round 2: a typed 0 is refused next to Ann's hand and nothing is saved; fixed, it saves.
  await board.enterRound(2);
  await round.wentOut("Ben");
  await round.typeTotal("Ann", 0);
  await round.tapCards("Cem", ["5D", "5C"]);
  await round.expectPenalty("Cem", 10);
  await round.save(2);
  await round.expectError("Ann", t("violations.penalty_too_low"));
  await snapshot(page, "05-round-error");
  await round.typeTotal("Ann", 8);
  await round.save(2);
  await board.expectTotals({ Ann: 8, Ben: 35, Cem: 22 });

  // Edit round 2: Ann really had 18.
  await board.editRound(2);
  await round.typeTotal("Ann", 18);
  await round.save(2, true);
  await board.expectTotals({ Ann: 18, Ben: 35, Cem: 22 });

  // Switch to German for the rest of the game.
  await board.switchLanguage("Deutsch");
  t = translator("de");
  board.setTranslator(t);
  round.setTranslator(t);
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 3 }) })).toBeVisible();

  // Round 3 entered wrongly, then undone.
  await board.enterRound(3);
  await round.wentOut("Cem");
  await round.typeTotal("Ann", 30);
  await round.typeTotal("Ben", 5);
  await round.save(3);
  await board.expectTotals({ Ann: 48, Ben: 40, Cem: 22 });
  await board.undo(3);
  await board.expectTotals({ Ann: 18, Ben: 35, Cem: 22 });

  // Round 3 again: Ben reaches 50, Ann and Cem tie for lowest with 22 -> tie-break among them.
  await board.enterRound(3);
  await round.wentOut("Cem");
  await round.tapCards("Ann", ["4H"]);
  await round.typeTotal("Ben", 15);
  await round.save(3);
  await board.expectTotals({ Ann: 22, Cem: 22, Ben: 50 });
  await expect(page.getByTestId("tiebreak")).toContainText(formatNames(["Ann", "Cem"], "de"));
  await board.expectNext("Ann", "Cem");
  await snapshot(page, "06-scoreboard-tiebreak-de");

  // The tie-break round: only Ann and Cem; Ann goes out and wins. Its points are not added.
  await board.enterRound(4);
  await expect(round.hand("Ben")).toHaveCount(0);
  await round.wentOut("Ann");
  await round.typeTotal("Cem", 7);
  await round.save(4);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ann" }));
  await board.expectTotals({ Ann: 22, Cem: 22, Ben: 50 });
  await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 5 }) })).toHaveCount(0);
  await snapshot(page, "07-winner-de");

  // The referee's play check (in German now): a K of spades may not go on a 7 of hearts; a 9 may.
  await page.getByRole("link", { name: t("scoreboard.referee") }).click();
  const top = page.getByRole("group", { name: t("nines.referee.topCard") });
  const play = page.getByRole("group", { name: t("nines.referee.cardToPlay") });
  await top.locator('[data-card="7H"]').click();
  await play.locator('[data-card="KS"]').click();
  await expect(page.getByTestId("play-verdict")).toContainText(t("nines.referee.illegal"));
  await play.locator('[data-card="9C"]').click();
  await expect(page.getByTestId("play-verdict")).toContainText(t("nines.referee.legal"));
  await snapshot(page, "07b-referee-de");
  // A 9 goes on a 9 whose suit is not named yet; any other card waits for the suit (neutral, not refused).
  await top.locator('[data-card="9S"]').click();
  await expect(page.getByTestId("play-verdict")).toHaveAttribute("data-verdict", "legal");
  await play.locator('[data-card="4S"]').click();
  await expect(page.getByTestId("play-verdict")).toHaveAttribute("data-verdict", "ask");
  await expect(page.getByTestId("play-verdict")).toContainText(t("nines.referee.needsSuit"));
  // With one deck the same card cannot be on the pile and in a hand.
  await top.locator('[data-card="4S"]').click();
  await expect(page.getByTestId("play-verdict")).toContainText(t("nines.referee.illegal"));
  await expect(page.getByTestId("play-verdict")).toHaveAttribute("data-verdict", "illegal");
  await expect(page.getByTestId("play-verdict")).toContainText(
    t("nines.violations.same_card", { card: "4S" }).split("{")[0]!.trim(),
  );
  await page.getByRole("link", { name: t("scoreboard.backToScoreboard") }).click();

  // The finished game is listed on the home page, with its standings and winner.
  await page.goto("/");
  const listed = page.locator(`a[href="${sessionPath}"]`);
  for (const line of ["1. Ann 22", "2. Cem 22", "3. Ben 50"]) await expect(listed).toContainText(line);
  await expect(listed).toContainText(t("home.won", { names: "Ann" }));
  await snapshot(page, "08-home-with-game-de");
});

test("the play check with Double Nines and stacking at phone size: a pair of 9s names who is skipped", async ({
  page,
}) => {
  const t = translator("en");
  const { id } = await seedSession(page, {
    game: "nines",
    players: ["Ann", "Ben", "Cem", "Dan", "Eve"],
    options: { doubleDeck: true, stackingNines: true },
  });
  await page.goto(`/sessions/${id}/referee`);
  const top = page.getByRole("group", { name: t("nines.referee.topCard") });
  const play = page.getByRole("group", { name: t("nines.referee.cardToPlay") });
  const verdict = page.getByTestId("play-verdict");
  await top.locator('[data-card="7H"]').click();
  await play.locator('[data-card="9S"]').click();
  await page
    .getByRole("group", { name: t("nines.referee.pair") })
    .getByRole("button", { name: t("cards.name", { rank: t("cards.rank.9"), suit: t("cards.suit.D") }) })
    .click();
  await page
    .getByRole("radiogroup", { name: t("nines.referee.whoPlays") })
    .getByRole("radio", { name: "Ben" })
    .click();
  await expect(verdict).toContainText(t("nines.referee.legal"));
  await expect(verdict).toContainText(t("nines.referee.effect.skip"));
  await expect(page.getByTestId("play-turn")).toHaveText(
    `${t("nines.referee.skipped", { name: "Cem" })} ${t("nines.referee.next", { name: "Dan" })}`,
  );
  await snapshot(page, "nines-double-nines-referee");
  // Stacking: a 9 on a 9 whose suit was named deflects it.
  await top.locator('[data-card="9C"]').click();
  await page
    .getByRole("group", { name: t("nines.referee.declaredSuit") })
    .getByRole("button", { name: t("cards.suit.H") })
    .click();
  await expect(verdict).toContainText(t("nines.referee.effect.deflect"));
  // A card that does not fit gets the sheets' draw hint.
  await play.locator('[data-card="KS"]').click();
  await expect(verdict).toContainText(t("nines.referee.hint.drawOne"));
  await snapshot(page, "nines-stacking-referee");
});

test("the API refuses rounds after the game ended, and a watcher's phone only views", async ({ page, browser }) => {
  const created = await page.request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Dee", "Eli"], options: { rounds: 1 } },
  });
  const session = await created.json();
  const [dee, eli] = session.players.map((p: { id: string }) => p.id);
  const auth = { Authorization: `Bearer ${session.token}` };
  expect(
    (
      await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
        data: { winner: dee, hands: { [eli]: 9 } },
        headers: auth,
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
        data: { winner: dee, hands: { [eli]: 9 } },
        headers: auth,
      })
    ).status(),
  ).toBe(409);

  const t = translator("nl");
  const watcher = await browser.newContext({ locale: "nl-NL", viewport: { width: 390, height: 844 } });
  const phone = await watcher.newPage();
  // Another browser's home page does not list this table's games until it has opened one.
  await phone.goto("/");
  await expect(phone.locator(`a[href="/sessions/${session.id}"]`)).toHaveCount(0);
  await phone.goto(`/sessions/${session.id}`);
  await expect(phone.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Dee" }));
  await expect(phone.getByText(t("scoreboard.viewOnly"))).toBeVisible();
  await expect(phone.getByRole("button", { name: t("scoreboard.undo", { round: 1 }) })).toHaveCount(0);
  await snapshot(phone, "09-watcher-nl");
  await expect
    .poll(async () => {
      await phone.goto("/");
      return phone.locator(`a[href="/sessions/${session.id}"]`).count();
    })
    .toBe(1);
  await phone.goto(`/sessions/${session.id}`);

  // The edit link makes this phone a scorekeeper too; it can then delete the game.
  await phone.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await expect(phone.getByRole("button", { name: t("scoreboard.undo", { round: 1 }) })).toBeVisible();
  await phone.getByRole("button", { name: t("scoreboard.deleteGame") }).click();
  await phone.getByRole("button", { name: t("scoreboard.deleteYes") }).click();
  await expect(phone).toHaveURL(/\/$/);
  expect((await page.request.get(`/api/v1/sessions/${session.id}`)).status()).toBe(404);
  await watcher.close();
});
