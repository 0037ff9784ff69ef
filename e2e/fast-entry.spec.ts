import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";

// The conveniences around fast round entry: one-tap tricks with the last player filled in, remembered entry modes,
// the focused total field, undo with Redo, haptic feedback, recent names on the new-game form, this phone's history.

const t = translator("en");
const tr = (key: string, params?: Record<string, string | number>) => t(`ninety-nine-tricks.round.${key}`, params);

/** Records every navigator.vibrate call in this tab (the test phone has no motor). */
async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "vibrate", {
      configurable: true,
      value: (pattern: number | number[]) => {
        const log = JSON.parse(sessionStorage.getItem("vibrations") ?? "[]") as unknown[];
        sessionStorage.setItem("vibrations", JSON.stringify([...log, pattern]));
        return true;
      },
    });
  });
}
const vibrations = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("vibrations") ?? "[]"));

/** A game seeded through the API and opened with its edit link, so this phone keeps score (and lists it). */
async function seedAndJoin(page: Page, body: Record<string, unknown>) {
  const session = await seedSession(page, body);
  await page.goto(`/sessions/${session.id}/join?token=${session.token}`);
  await expect(page.getByTestId("standings")).toBeVisible();
  return session;
}

async function postRound(page: Page, session: { id: string; token: string }, entry: Record<string, unknown>) {
  const response = await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
    data: entry,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(201);
}

test("Ninety-Nine (tricks): one tap per bid and per count, the last player's tricks filled in, bid cards remembered", async ({
  page,
}) => {
  const session = await seedAndJoin(page, { game: "ninety-nine-tricks", players: ["Ann", "Ben", "Cem"] });
  await page.goto(`/sessions/${session.id}/round`);
  const player = (name: string) => page.getByTestId(`player-${name}`);
  const tricks = (name: string) => player(name).getByTestId("tricks");
  const pickTricks = (name: string, count: number) =>
    player(name)
      .getByRole("radiogroup", { name: tr("tricksOf", { name }) })
      .getByRole("radio", { name: String(count), exact: true })
      .click();
  const pickBid = (name: string, bid: number) =>
    player(name)
      .getByRole("radiogroup", { name: tr("bidOf", { name }) })
      .getByRole("radio", { name: String(bid), exact: true })
      .click();

  // Bids open as numbers (each showing its bid card's suit); Ann turns her bid cards over instead: ♥♥♥ is 2.
  await expect(player("Ann").getByRole("radio", { name: tr("modeNumber"), exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(player("Ann").getByRole("radiogroup", { name: tr("bidOf", { name: "Ann" }) })).toContainText("2♥");
  await player("Ann")
    .getByRole("radio", { name: tr("modeCards"), exact: true })
    .click();
  const heart = player("Ann").getByRole("button", {
    name: tr("suitButton", { suit: t("cards.suit.H"), value: 2 }),
    exact: true,
  });
  for (let card = 0; card < 3; card++) await heart.click();
  await expect(player("Ann").getByTestId("bid-reading")).toHaveText(tr("encodes", { bid: 2 }));
  await pickBid("Ben", 3);
  await pickBid("Cem", 1);

  // Two counts tapped, the third is the rest of the 9 and says so; a change above moves it along.
  await pickTricks("Ann", 2);
  await expect(tricks("Cem")).toHaveAttribute("data-value", "");
  await pickTricks("Ben", 4);
  await expect(tricks("Cem")).toHaveAttribute("data-value", "3");
  await expect(player("Cem").getByTestId("tricks-filled")).toHaveText(t("entry.tricks.filled"));
  await expect(page.getByTestId("tricks-check")).toContainText(tr("tricksCheck", { sum: 9, total: 9 }));
  await snapshot(page, "fast-entry-01-tricks-filled");
  await pickTricks("Ann", 3);
  await expect(tricks("Cem")).toHaveAttribute("data-value", "2");
  // Tapping the filled count takes it over: it stays as tapped when the others change.
  await pickTricks("Cem", 2);
  await expect(player("Cem").getByTestId("tricks-filled")).toHaveCount(0);
  await pickTricks("Ann", 2);
  await expect(tricks("Cem")).toHaveAttribute("data-value", "2");
  await expect(page.getByTestId("tricks-check")).toContainText(tr("tricksCheck", { sum: 8, total: 9 }));
  await pickTricks("Ann", 3);
  await page
    .getByRole("radiogroup", { name: tr("trump") })
    .getByRole("radio", { name: t("cards.suit.S") })
    .click();
  await page.getByRole("button", { name: t("round.save", { round: 1 }) }).click();
  const board = new ScoreboardPage(page, t);
  // Ann 3 (bid 2, missed), Ben 4 (bid 3, missed), Cem 2 (bid 1, missed): tricks only.
  await board.expectTotals({ Ben: 4, Ann: 3, Cem: 2 });

  // Round 2 opens Ann's bid with the cards again (remembered on this phone), the others with numbers.
  await board.enterRound(2);
  await expect(player("Ann").getByRole("radio", { name: tr("modeCards"), exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(player("Ben").getByRole("radio", { name: tr("modeNumber"), exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await snapshot(page, "fast-entry-02-tricks-round-2");
});

test("Nines with typed totals: the field takes the focus, and each player's choice is remembered for the next round", async ({
  page,
}) => {
  await recordVibrations(page);
  const session = await seedAndJoin(page, { game: "nines", players: ["Ann", "Ben", "Cem", "Dee"] });
  await page.goto(`/sessions/${session.id}/round`);
  const hand = (name: string) => page.getByTestId(`hand-${name}`);
  const field = (name: string) => hand(name).getByLabel(t("nines.penaltyLabel", { name }));

  // Saving without a winner is refused, with a double buzz.
  await page.getByRole("button", { name: t("round.save", { round: 1 }) }).click();
  await expect(page.locator("#winner-error")).not.toBeEmpty();
  expect(await vibrations(page)).toEqual([[70, 50, 70]]);

  await page
    .getByRole("radiogroup", { name: t("nines.whoWentOut") })
    .getByRole("radio", { name: "Ann", exact: true })
    .click();
  for (const [name, total] of [
    ["Ben", "12"],
    ["Cem", "7"],
  ] as const) {
    await hand(name)
      .getByRole("radio", { name: t("nines.modeTotal") })
      .click();
    await expect(field(name)).toBeFocused();
    await page.keyboard.type(total);
  }
  // Dee's hand is tapped as cards.
  await hand("Dee")
    .getByRole("radio", { name: t("nines.modeCards") })
    .click();
  const picker = hand("Dee").getByRole("button", { name: new RegExp(t("nines.showPicker")) });
  if (await picker.isVisible()) await picker.click();
  await hand("Dee").locator('[data-card="KS"]').click();
  await snapshot(page, "fast-entry-03-nines-total-focused");
  await page.getByRole("button", { name: t("round.save", { round: 1 }) }).click();
  const board = new ScoreboardPage(page, t);
  await board.expectTotals({ Ann: 0, Cem: 7, Dee: 10, Ben: 12 });
  // The save buzzed once, briefly.
  await expect.poll(() => vibrations(page)).toEqual([[70, 50, 70], 25]);

  // Round 2: Ben and Cem type again (Ben's field already has the cursor once Ann is picked), Dee taps cards again.
  await board.enterRound(2);
  await page
    .getByRole("radiogroup", { name: t("nines.whoWentOut") })
    .getByRole("radio", { name: "Ann", exact: true })
    .click();
  await expect(field("Ben")).toBeFocused();
  await expect(field("Cem")).toBeVisible();
  await expect(hand("Dee").getByRole("radio", { name: t("nines.modeCards") })).toHaveAttribute("aria-checked", "true");
  await snapshot(page, "fast-entry-04-nines-round-2");
});

test("undo says which round went and Redo puts the same entry back", async ({ page }) => {
  const session = await seedAndJoin(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const [ann, ben, cem] = ["Ann", "Ben", "Cem"].map((name) => session.ids[name]!) as [string, string, string];
  await postRound(page, session, { winner: ann, hands: { [ben]: 10, [cem]: 5 } });
  await postRound(page, session, { winner: ben, hands: { [ann]: 7, [cem]: 3 } });
  await page.reload();
  const board = new ScoreboardPage(page, t);
  await board.expectTotals({ Ann: 7, Cem: 8, Ben: 10 });

  await board.undo(2);
  const notice = page.getByTestId("undone-notice");
  await expect(notice).toContainText(t("entry.undo.undone", { round: 2 }));
  await board.expectTotals({ Ann: 0, Cem: 5, Ben: 10 });
  await snapshot(page, "fast-entry-05-undone");
  await notice.getByRole("button", { name: t("entry.undo.redo") }).click();
  await expect(page.getByRole("heading", { name: t("scoreboard.nextRound", { round: 3 }) })).toBeVisible();
  await board.expectTotals({ Ann: 7, Cem: 8, Ben: 10 });
  await expect(notice).toHaveCount(0);
  const rounds = await (await page.request.get(`/api/v1/sessions/${session.id}`)).json();
  expect(rounds.rounds.at(-1).entry).toEqual({ winner: ben, hands: { [ann]: 7, [cem]: 3 } });
});

test("the new-game form offers this phone's recent players and goes to the empty name on Start", async ({ page }) => {
  await seedAndJoin(page, { game: "nines", players: ["Ann", "Bartholomä", "Cem"] });
  await seedAndJoin(page, { game: "ninety-eight", players: ["Dee", "ann", "Eli"] });
  await page.goto("/new");
  const chips = page.getByTestId("recent-names");
  // Newest game first, each name once.
  await expect(chips.getByRole("button")).toHaveText(["+ Dee", "+ ann", "+ Eli", "+ Bartholomä", "+ Cem"]);
  await chips.getByRole("button", { name: t("entry.setup.suggest", { name: "Bartholomä" }) }).click();
  await expect(page.getByRole("textbox", { name: t("setup.playerLabel", { seat: 1 }), exact: true })).toHaveValue(
    "Bartholomä",
  );
  // A seated name is no longer offered.
  await expect(chips.getByRole("button", { name: t("entry.setup.suggest", { name: "Bartholomä" }) })).toHaveCount(0);
  await page.getByRole("textbox", { name: t("setup.playerLabel", { seat: 3 }), exact: true }).fill("Zed");
  await snapshot(page, "fast-entry-06-new-game-names");
  await page.getByRole("button", { name: t("setup.start") }).click();
  const second = page.getByRole("textbox", { name: t("setup.playerLabel", { seat: 2 }), exact: true });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-invalid", "true");
  await chips.getByRole("button", { name: t("entry.setup.suggest", { name: "Dee" }) }).click();
  await expect(second).toHaveValue("Dee");
  await page.getByRole("button", { name: t("setup.start") }).click();
  await expect(page.getByTestId("standings")).toBeVisible();
});

test("this phone's game history: winner and scores, search by player and game, ten at a time", async ({ page }) => {
  const home = page.getByTestId("history-game");
  await page.goto("/");
  await expect(page.getByText(t("home.empty"))).toBeVisible();

  // A finished Nines game (one round agreed) and eleven Ninety-Eight games, each opened on this phone.
  const nines = await seedAndJoin(page, { game: "nines", players: ["Zed", "Yan"], options: { rounds: 1 } });
  await postRound(page, nines, { winner: nines.ids.Zed, hands: { [nines.ids.Yan!]: 14 } });
  for (let n = 1; n <= 11; n++) await seedAndJoin(page, { game: "ninety-eight", players: ["Ann", `Player ${n}`] });

  await page.goto("/");
  await expect(home).toHaveCount(10);
  await expect(page.getByTestId("history-count")).toHaveText("10 games of 12");
  await snapshot(page, "fast-entry-07-history");
  await page.getByRole("button", { name: t("entry.history.showMore", { count: 2 }) }).click();
  await expect(home).toHaveCount(12);

  const search = page.getByRole("searchbox", { name: t("entry.history.search") });
  await search.fill("zed");
  await expect(home).toHaveCount(1);
  await expect(home).toContainText(t("games.nines.name"));
  await expect(home).toContainText("1. Zed 0");
  await expect(home).toContainText("2. Yan 14");
  await expect(home).toContainText(t("home.won", { names: "Zed" }));
  await snapshot(page, "fast-entry-08-history-search");
  await search.fill("ninety-eight player 1");
  // "Player 1", "Player 10" and "Player 11".
  await expect(home).toHaveCount(3);
  await search.fill("nobody");
  await expect(home).toHaveCount(0);
  await expect(page.getByTestId("history-count")).toHaveText(t("entry.history.noMatch", { query: "nobody" }));

  // In German: the same games, searched by a player.
  const de = translator("de");
  await new ScoreboardPage(page, t).switchLanguage("Deutsch");
  await expect(page.getByRole("heading", { name: de("entry.history.title") })).toBeVisible();
  await page.getByRole("searchbox", { name: de("entry.history.search") }).fill("Player 1");
  await expect(home).toHaveCount(3);
  await expect(page.getByTestId("history-count")).toHaveText("3 Partien von 3");
  await snapshot(page, "fast-entry-09-history-de");
});
