import type { Locator, Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { lowContrast, sidewaysScroll, textCount, wordsBrokenMidWord } from "./layout-checks";
import { chooseLocale, grantRights, type Seed, setRootFontSize, pageTest as test } from "./table-pages";

// A referee's verdict is read the moment it is given: it must be on the screen right after it appears (the page
// scrolls to it), and its texts, card names included, readable on its panel in the light and the dark scheme.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The verdict is entirely on screen, and every text in it reaches 4.5:1 (3:1 large) in both colour schemes. */
async function expectReadableVerdict(page: Page, verdict: Locator, what: string) {
  await expect(verdict, `${what}: in the viewport`).toBeInViewport({ ratio: 1 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await textCount(page, verdict), `${what}: texts`).toBeGreaterThan(0);
    expect.soft(await lowContrast(page, verdict), `${what} (${scheme}): contrast`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

type Translate = ReturnType<typeof translator>;
/** Reads one answer of a referee: its test id and what it is, for the failure message. */
type ReadAnswer = (testId: string, what: string) => Promise<void>;

/** The seeded games open on this phone, in `locale`; the language's translator. */
async function refereeIn(page: Page, data: Seed, locale: TestLocale): Promise<Translate> {
  const t = translator(locale);
  await grantRights(page, data);
  await chooseLocale(page, locale);
  return t;
}

/** Nines: taps the top card and the card to play. */
async function pickNines(page: Page, t: Translate, top: string, play: string) {
  await page
    .getByRole("group", { name: t("nines.referee.topCard"), exact: true })
    .locator(`[data-card="${top}"]`)
    .click();
  await page
    .getByRole("group", { name: t("nines.referee.cardToPlay"), exact: true })
    .locator(`[data-card="${play}"]`)
    .click();
}

/** Tricks, on its referee page: who takes the trick, then the follow check's answer below the hand picker. */
async function tricksAnswers(page: Page, t: Translate, read: ReadAnswer) {
  const prefix = escapeRegExp(t("ninety-nine-tricks.referee.pickFor", { name: "" }));
  const trick = page.getByRole("group", { name: new RegExp(`^${prefix}`) });
  for (const code of ["QH", "KH", "2S"]) await trick.locator(`[data-card="${code}"]`).click();
  await read("trick-result", "tricks: who takes it");
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = page.getByRole("group", { name: t("ninety-nine-tricks.referee.hand"), exact: true });
  for (const code of ["3H", "5C"]) await hand.locator(`[data-card="${code}"]`).click();
  await page
    .getByRole("radiogroup", { name: t("ninety-nine-tricks.referee.playedCard") })
    .getByRole("radio")
    .last()
    .click();
  await read("follow-result", "tricks: follow check");
}

/** The running-total games: the feedback on a tapped card (`prepare` runs on each referee page first). */
async function runningTotalAnswers(page: Page, data: Seed, read: ReadAnswer, prepare = async () => {}) {
  for (const game of ["ninetyEight", "adding"] as const) {
    await page.goto(`/sessions/${data.sessions[game].id}/referee`);
    await prepare();
    await page.locator('[data-rank="5"]').first().click();
    await read("feedback", `${game}: feedback`);
  }
}

for (const locale of LOCALES) {
  test(`referee verdicts appear on screen and read at 4.5:1 in light and dark (${locale})`, async ({
    page,
    seeded: data,
  }) => {
    const t = await refereeIn(page, data, locale as TestLocale);

    // Nines: a card that may not be played (a red card on the red panel), then one that may.
    await page.goto(`/sessions/${data.sessions.nines.id}/referee`);
    const play = page.getByRole("group", { name: t("nines.referee.cardToPlay"), exact: true });
    const verdict = page.getByTestId("play-verdict");
    await pickNines(page, t, "7S", "KH");
    await expect(verdict).toHaveAttribute("data-verdict", "illegal");
    await expectReadableVerdict(page, verdict, "nines: may not be played");
    await page.evaluate(() => window.scrollTo(0, 0));
    await play.locator('[data-card="7H"]').click();
    await expect(verdict).toHaveAttribute("data-verdict", "legal");
    await expectReadableVerdict(page, verdict, "nines: may be played");

    const readable: ReadAnswer = (testId, what) => expectReadableVerdict(page, page.getByTestId(testId), what);
    await page.goto(`/sessions/${data.sessions.tricks.id}/referee`);
    await tricksAnswers(page, t, readable);
    await runningTotalAnswers(page, data, readable);
  });
}

// The Nines verdict at 200 % text, where it has the least room: its headline ("darf gespielt werden") and its turn
// line, which names the seeded long name ("Bartholomäus", after Ann), keep every word whole in every language.
for (const locale of LOCALES) {
  test(`the Nines verdict keeps its words and a long name whole at 200 % (${locale})`, async ({
    page,
    seeded: data,
  }) => {
    const t = await refereeIn(page, data, locale as TestLocale);
    await page.goto(`/sessions/${data.sessions.nines.id}/referee`);
    await pickNines(page, t, "7S", "7H");
    await page
      .getByRole("radiogroup", { name: t("nines.referee.whoPlays") })
      .getByRole("radio", { name: /^(★ )?Ann$/ })
      .click();
    const turn = page.getByTestId("play-turn");
    await expect(turn).toHaveText(t("nines.referee.next", { name: "Bartholomäus" }));
    await setRootFontSize(page, 200);
    expect.soft(await sidewaysScroll(page), "sideways scroll at 200 %").toEqual({ overflow: 0, culprits: [] });
    expect(await wordsBrokenMidWord(page, '[data-testid="play-verdict"]'), "words broken mid-word at 200 %").toEqual(
      [],
    );
  });
}

// The other referees' answers at 200 % text keep every word whole too: who takes the trick, the follow check, and the
// running total's feedback on a tapped card.
for (const locale of LOCALES) {
  test(`the other referees' answers keep their words whole at 200 % (${locale})`, async ({ page, seeded: data }) => {
    const t = await refereeIn(page, data, locale as TestLocale);
    const whole: ReadAnswer = async (testId, what) => {
      await expect(page.getByTestId(testId)).toBeVisible();
      expect
        .soft(await wordsBrokenMidWord(page, `[data-testid="${testId}"]`), `${what}: words broken mid-word`)
        .toEqual([]);
    };
    await page.goto(`/sessions/${data.sessions.tricks.id}/referee`);
    await setRootFontSize(page, 200);
    await tricksAnswers(page, t, whole);
    await runningTotalAnswers(page, data, whole, () => setRootFontSize(page, 200));
  });
}
