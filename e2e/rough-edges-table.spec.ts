import type { Locator, Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { LOCALES } from "../lib/i18n/locales";
import { MESSAGES } from "../lib/i18n/messages/all";
import { expect, SCREENSHOT_DIR, seedSession, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { wordsBrokenMidWord } from "./layout-checks";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { chooseLocale, setRootFontSize } from "./table-pages";

// Rough edges players hit at the table (issue 28), each checked in English, German and Dutch on a 390×844 phone:
// the Nines referee's suit question stays in sight and its plays chain; the standings stay on the first screen after a
// round; a watcher is told at the top, and the scorer shares the game from the top; no word is cut in two in the undo
// notice or in table mode, where a kept life reads as kept and the cards line up.

const PHONE = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

type Seeded = Awaited<ReturnType<typeof seedSession>>;

async function seedAndJoin(page: Page, locale: TestLocale, body: Record<string, unknown>): Promise<Seeded> {
  await chooseLocale(page, locale);
  const session = await seedSession(page, body);
  expect((await page.request.get(`/sessions/${session.id}/join?token=${session.token}`)).ok()).toBe(true);
  return session;
}

async function postRound(page: Page, session: Seeded, entry: Record<string, unknown>) {
  const response = await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
    data: entry,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Is the whole element on the first screen (the viewport as it is scrolled now)? */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
}

/** Light and dark, 100 % and 200 % text, of the screen as it is scrolled (the first screen is what is checked). */
async function photograph(page: Page, name: string) {
  for (const percent of [100, 200]) {
    await setRootFontSize(page, percent);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rough-edges-${name}-${scheme}-${percent}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 100);
}

for (const locale of LOCALES) {
  test.describe(`rough edges (${locale})`, () => {
    const t = translator(locale);

    test("the Nines referee keeps the suit question in sight and chains the plays", async ({ page }) => {
      const session = await seedAndJoin(page, locale, { game: "nines", players: ["Ann", "Bartholomäus", "Cem"] });
      await page.goto(`/sessions/${session.id}/referee`);
      const top = page.getByRole("group", { name: t("nines.referee.topCard") });
      const play = page.getByRole("group", { name: t("nines.referee.cardToPlay") });
      const verdict = page.getByTestId("play-verdict");
      const suitAsked = page.getByRole("group", { name: t("nines.referee.declaredSuit") });
      const seat = (name: string) =>
        page.getByRole("radiogroup", { name: t("nines.referee.whoPlays") }).getByRole("radio", { name });
      const played = page.getByRole("button", { name: t("nines.referee.played") });

      // A verdict first (it scrolls into sight at the bottom), then a 9 on top: the suit it asks for is in view.
      await top.locator('[data-card="7H"]').click();
      await play.locator('[data-card="KS"]').click();
      await expect(verdict).toHaveAttribute("data-verdict", "illegal");
      await top.locator('[data-card="9S"]').click();
      await expect(verdict).toHaveAttribute("data-verdict", "ask");
      await expect.poll(() => onScreen(suitAsked), { message: "the suit buttons a 9 asks for" }).toBe(true);
      if (locale === "en") await photograph(page, "referee-suit-asked");

      // ♠ was named: Ann's K♠ goes, Bartholomäus is next. "Played" lays it on the pile and hands him the turn.
      await suitAsked.getByRole("button", { name: t("cards.suit.S") }).click();
      await seat("Ann").click();
      await expect(verdict).toHaveAttribute("data-verdict", "legal");
      await expect(page.getByTestId("play-turn")).toHaveText(t("nines.referee.next", { name: "Bartholomäus" }));
      await played.click();
      await expect(top.locator('[data-card="KS"]')).toHaveAttribute("aria-pressed", "true");
      await expect(play.locator('[aria-pressed="true"]')).toHaveCount(0);
      await expect(seat("Bartholomäus")).toHaveAttribute("aria-checked", "true");
      await expect(verdict).toHaveAttribute("data-verdict", "none");
      await expect.poll(() => onScreen(play), { message: "the next card is asked for" }).toBe(true);
      if (locale === "en") await photograph(page, "referee-chained");

      // His 9♥ goes on the K♠; played, it tops the pile and asks (in sight) which suit he named; Cem is next.
      await play.locator('[data-card="9H"]').click();
      await expect(verdict).toHaveAttribute("data-verdict", "legal");
      await played.click();
      await expect(top.locator('[data-card="9H"]')).toHaveAttribute("aria-pressed", "true");
      await expect(seat("Cem")).toHaveAttribute("aria-checked", "true");
      await expect.poll(() => onScreen(suitAsked), { message: "the suit named with the 9 just played" }).toBe(true);
      await suitAsked.getByRole("button", { name: t("cards.suit.D") }).click();
      // Cem's 5♦ follows the named ♦, then Ann; a 5♣ would not.
      await play.locator('[data-card="5C"]').click();
      await expect(verdict).toHaveAttribute("data-verdict", "illegal");
      await expect(played).toHaveCount(0);
      await play.locator('[data-card="5D"]').click();
      await expect(page.getByTestId("play-turn")).toHaveText(t("nines.referee.next", { name: "Ann" }));
      // A last card ends the round: nothing to chain.
      await page.getByLabel(t("nines.referee.lastCard")).check();
      await expect(verdict).toHaveAttribute("data-verdict", "legal");
      await expect(played).toHaveCount(0);
    });

    test("the standings stay on the first screen after a Ninety-Nine round, which still says what was scored", async ({
      page,
    }) => {
      const session = await seedAndJoin(page, locale, {
        game: "ninety-nine-tricks",
        players: ["Ann", "Bartholomäus", "Cem"],
      });
      const { Ann, Bartholomäus, Cem } = session.ids as Record<"Ann" | "Bartholomäus" | "Cem", string>;
      await postRound(page, session, {
        bids: { [Ann]: 3, [Bartholomäus]: 2, [Cem]: 3 },
        tricks: { [Ann]: 3, [Bartholomäus]: 1, [Cem]: 5 },
        trump: "H",
      });
      await page.goto(`/sessions/${session.id}`);
      const board = new ScoreboardPage(page, t);
      await board.expectLoaded();
      await expect(page.getByTestId("round-summary")).toContainText(
        t("ninety-nine-tricks.summary.title", { round: 1 }),
      );
      await expect(page.getByTestId("summary-Ann")).toContainText("33");
      expect(await onScreen(page.getByTestId("standings")), "standings on the first screen after round 1").toBe(true);
      if (locale === "en") await photograph(page, "tricks-scoreboard");
      // The next round, saved on another phone, arrives on this one: the standings stay where they are.
      await postRound(page, session, {
        bids: { [Ann]: 0, [Bartholomäus]: 1, [Cem]: 2 },
        tricks: { [Ann]: 0, [Bartholomäus]: 4, [Cem]: 5 },
        trump: "S",
      });
      await expect(page.getByTestId("round-summary")).toContainText(
        t("ninety-nine-tricks.summary.title", { round: 2 }),
      );
      expect(await onScreen(page.getByTestId("standings")), "standings on the first screen after round 2").toBe(true);
    });

    test("a watcher is told at the top; the scorer shares the game from the top", async ({ page, browser }) => {
      const session = await seedAndJoin(page, locale, { game: "nines", players: ["Ann", "Bartholomäus", "Cem"] });
      const { Ann, Bartholomäus, Cem } = session.ids as Record<"Ann" | "Bartholomäus" | "Cem", string>;
      await postRound(page, session, { winner: Ann, hands: { [Bartholomäus]: 12, [Cem]: 20 } });

      // The scorer: "Share" in the header opens the edit link and its QR code; the standings stay on the first screen.
      await page.goto(`/sessions/${session.id}`);
      await new ScoreboardPage(page, t).expectLoaded();
      const share = page.getByRole("button", { name: t("scoreboard.share") });
      await expect(share).toBeVisible();
      expect(await onScreen(share), "share button on the first screen").toBe(true);
      expect(await onScreen(page.getByTestId("standings")), "scorer's standings on the first screen").toBe(true);
      if (locale === "en") await photograph(page, "scorer-scoreboard");
      await share.click();
      const dialog = page.getByRole("dialog", { name: t("scoreboard.editLink") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("qr-code")).toBeVisible();
      await expect(dialog.getByRole("textbox")).toHaveValue(new RegExp(`/sessions/${session.id}/join\\?token=`));
      expect(await onScreen(dialog.getByTestId("qr-code")), "QR code on the screen").toBe(true);
      if (locale === "en") await photograph(page, "share-dialog");
      await dialog.getByRole("button", { name: t("scoreboard.close") }).click();
      await expect(dialog).toBeHidden();

      // A watcher (no edit link): told near the top, and the standings still on the first screen.
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      await chooseLocale(await context.newPage(), locale);
      const watcher = context.pages()[0]!;
      await watcher.goto(`/sessions/${session.id}`);
      await new ScoreboardPage(watcher, t).expectLoaded();
      const notice = watcher.getByText(t("scoreboard.viewOnly"));
      await expect(notice).toBeVisible();
      expect(await onScreen(notice), "the watcher's notice on the first screen").toBe(true);
      expect(await onScreen(watcher.getByTestId("standings")), "watcher's standings on the first screen").toBe(true);
      await expect(watcher.getByRole("button", { name: t("scoreboard.share") })).toHaveCount(0);
      if (locale === "en") await photograph(watcher, "watcher-scoreboard");
      await context.close();
    });

    test("the undo notice keeps its words whole at 100 % and 200 % text", async ({ page }) => {
      const session = await seedAndJoin(page, locale, { game: "nines", players: ["Ann", "Bartholomäus", "Cem"] });
      const { Ann, Bartholomäus, Cem } = session.ids as Record<"Ann" | "Bartholomäus" | "Cem", string>;
      for (const winner of [Ann, Cem, Bartholomäus]) {
        const losers = [Ann, Bartholomäus, Cem].filter((id) => id !== winner);
        await postRound(page, session, { winner, hands: { [losers[0]!]: 8, [losers[1]!]: 13 } });
      }
      await page.goto(`/sessions/${session.id}`);
      const board = new ScoreboardPage(page, t);
      await board.expectLoaded();
      await board.undo(3);
      const notice = page.getByTestId("undone-notice");
      await expect(notice).toContainText(t("entry.undo.undone", { round: 3 }));
      expect(await wordsBrokenMidWord(page, '[data-testid="undone-notice"]'), "100 %").toEqual([]);
      await setRootFontSize(page, 200);
      expect(await wordsBrokenMidWord(page, '[data-testid="undone-notice"]'), "200 %").toEqual([]);
      await setRootFontSize(page, 100);
      if (locale === "en" || locale === "de") await photograph(page, `undone-notice-${locale}`);
    });

    test("table mode: words whole, a kept life reads as kept, and the cards line up", async ({ page }) => {
      const session = await seedAndJoin(page, locale, {
        game: "ninety-eight",
        players: ["Ann", "Bartholomäus", "Cem"],
        options: { lives: 3 },
      });
      const { Ann, Bartholomäus, Cem } = session.ids as Record<"Ann" | "Bartholomäus" | "Cem", string>;
      // Cem is out after three rounds, Bartholomäus after the fourth: Ann wins with one strike and two lives kept.
      for (const eliminated of [[Cem, Ann], [Cem, Bartholomäus], [Cem, Bartholomäus], [Bartholomäus]]) {
        await postRound(page, session, { eliminated });
      }
      await page.goto(`/sessions/${session.id}/table`);
      await expect(page.getByTestId("table-winner")).toBeVisible();
      for (const [size, label] of [
        [PHONE, "portrait"],
        [LANDSCAPE, "landscape"],
      ] as const) {
        await page.setViewportSize(size);
        for (const percent of [100, 200]) {
          await setRootFontSize(page, percent);
          expect
            .soft(
              await wordsBrokenMidWord(page, '[data-testid="table-mode"]'),
              `words broken mid-word, ${label} at ${percent} %`,
            )
            .toEqual([]);
        }
        await setRootFontSize(page, 100);
        if (locale === "en" || locale === "de") await photograph(page, `table-${label}-${locale}`);
      }

      // Side by side, every card's name ends and figures start at the same height, tag or no tag.
      await page.setViewportSize(LANDSCAPE);
      for (const percent of [100, 200]) {
        await setRootFontSize(page, percent);
        const cards = await page
          .getByTestId("table-standings")
          .locator(":scope > li")
          .evaluateAll((items) =>
            items.map((item) => {
              const name = item.querySelector("bdi")!.getBoundingClientRect();
              const value = item.querySelector('[data-testid="strikes"]')!.getBoundingClientRect();
              return { nameBottom: Math.round(name.bottom), valueTop: Math.round(value.top) };
            }),
          );
        expect(cards).toHaveLength(3);
        for (const card of cards.slice(1)) {
          expect.soft(card, `cards aligned at ${percent} %`).toEqual(cards[0]);
        }
      }
      await page.setViewportSize(PHONE);
      await setRootFontSize(page, 100);

      // Ann's two unused lives read as kept (hearts, and said so), not as two more crosses.
      const strikes = (name: string) => page.getByTestId(`table-${name}`).getByTestId("strikes");
      await expect
        .soft(strikes("Ann"))
        .toHaveAttribute("aria-label", createStrikesLabel(locale, { strikes: 1, lives: 3, left: 2 }));
      await expect.soft(strikes("Ann").getByTestId("lives-left")).toHaveText("♥\uFE0E♥\uFE0E");
      await expect.soft(strikes("Ann")).not.toContainText("✗✗");
      await expect.soft(strikes("Cem").getByTestId("lives-left")).toHaveText("");
    });
  });
}

/** The strikes' accessible label as the page builds it (ICU plurals included, as next-intl reads them). */
function createStrikesLabel(locale: TestLocale, values: { strikes: number; lives: number; left: number }): string {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale] as never,
    namespace: "scoreboard" as never,
  }) as unknown as (key: string, params: Record<string, number>) => string;
  return t("strikesLives", values);
}
