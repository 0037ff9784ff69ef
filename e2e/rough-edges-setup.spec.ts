import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect, SCREENSHOT_DIR, seedSession } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { wordsBrokenMidWord } from "./layout-checks";
import { postRound } from "./phones";
import { chooseLocale, setRootFontSize, pageTest as test } from "./table-pages";

// Issue 28's rough edges on the new-game form and the scoreboard, in every language: Enter in a name goes to the next
// name (it started the game, flagging every empty name red), "+ Add player" puts the cursor in the new name, a game
// for exactly 3 says "3 players" (not "3 to 3"), no option keeps its English label in German or Dutch, an undo is
// told once, and the settings look like switches, not bare checkboxes.

const SHOTS = process.env.DECKSIDE_SCREENSHOTS === "1";

/** What a person sees at 390x844 around `what` (light, dark, and 200 % text), for e2e/screenshots/. */
async function shoot(page: Page, name: string, what: Locator) {
  if (!SHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const take = async (suffix: string) => {
    await what.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rough-edges-${name}-${suffix}.png` });
  };
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await take(scheme);
  }
  await setRootFontSize(page, 200);
  await take("text200");
  await setRootFontSize(page, 100);
  await page.emulateMedia({ colorScheme: "light" });
}

for (const locale of LOCALES as readonly TestLocale[]) {
  const t = translator(locale);
  const name = (seat: number) => t("setup.playerLabel", { seat });

  test(`Enter goes from name to name, + Add player focuses the new name, Enter in the last one starts (${locale})`, async ({
    page,
  }) => {
    await chooseLocale(page, locale);
    await page.goto("/new", { waitUntil: "networkidle" });
    const field = (seat: number) => page.getByRole("textbox", { name: name(seat), exact: true });
    const flagged = page.locator('input[aria-invalid="true"]');

    await field(1).fill("Ann");
    await field(1).press("Enter");
    await expect(field(2)).toBeFocused();
    expect(await flagged.count(), "Enter did not try to start").toBe(0);
    await page.keyboard.type("Ben");
    await page.keyboard.press("Enter");
    await expect(field(3)).toBeFocused();

    await page.getByRole("button", { name: t("setup.addPlayer") }).click();
    await expect(field(4)).toBeFocused();
    await field(3).fill("Cem");
    await field(3).press("Enter");
    // The fourth seat is still to be named: Enter goes there, it does not start a 3-player game.
    await expect(field(4)).toBeFocused();
    await expect(page).toHaveURL(/\/new$/);
    expect(await flagged.count(), "no name is flagged before Start").toBe(0);
    await shoot(page, `setup-${locale}`, field(3));

    await page.keyboard.type("Dee");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sessions\/[\w-]+$/);
    const session = await (await page.request.get(`/api/v1/sessions/${page.url().split("/").at(-1)}`)).json();
    expect(session.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben", "Cem", "Dee"]);
  });

  test(`a game for exactly 3 says so, and no option keeps another language's label (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    await page.goto("/new", { waitUntil: "networkidle" });
    const english = translator("en");
    if (locale !== "en") {
      // Nines is chosen first: its options are on the page. Option names are the API's; labels are the page's words.
      await expect(page.getByRole("switch", { name: t("nines.options.hardNines.label") })).toBeVisible();
      await expect(page.getByText(english("nines.options.hardNines.label"), { exact: true })).toHaveCount(0);
    }
    // By its text (soft hyphens and all, as the page writes it).
    await page
      .getByRole("radio")
      .filter({ hasText: t("games.ninety-nine-tricks.name") })
      .click();
    await expect(page.getByText(t("setup.playersHelpExact", { count: 3 }))).toBeVisible();
    await expect(page.getByText(t("setup.playersHelp", { min: 3, max: 3 }))).toHaveCount(0);
  });

  test(`"Keep the screen on" is a switch, not a bare checkbox (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    await page.goto(`/sessions/${session.id}/join?token=${session.token}`, { waitUntil: "networkidle" });
    // "Keep the screen on" is a switch: a track wider than tall, not a square tick box.
    const wakeLock = page.getByRole("switch", { name: new RegExp(t("wakeLock.label")) });
    await expect(wakeLock).toBeEnabled();
    const look = await wakeLock.evaluate((input) => {
      const box = input.getBoundingClientRect();
      return { appearance: getComputedStyle(input).appearance, wide: box.width >= 1.5 * box.height };
    });
    expect(look).toEqual({ appearance: "none", wide: true });
    await wakeLock.click();
    await expect(wakeLock).toBeChecked();
    await shoot(page, `scoreboard-${locale}`, wakeLock);
  });

  test(`an undo is told once (${locale})`, async ({ page }) => {
    await chooseLocale(page, locale);
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
    await postRound(page.request, session, { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } });
    await page.goto(`/sessions/${session.id}/join?token=${session.token}`, { waitUntil: "networkidle" });

    await page.getByRole("button", { name: t("scoreboard.undo", { round: 1 }) }).click();
    await page.getByRole("button", { name: t("scoreboard.undoYes") }).click();
    await expect(page.getByTestId("undone-notice")).toContainText(t("entry.undo.undone", { round: 1 }));
    // The live stream has told this page of the undo too: the line above the board does not say it again.
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-latest", "undone 1");
    await expect(page.getByTestId("live-status")).toHaveText("");
    // Its words stay whole at 100 % text ("rückgängig gemacht" broke mid-word beside the Redo button).
    expect(await wordsBrokenMidWord(page, '[data-testid="undone-notice"]')).toEqual([]);
    await shoot(page, `undone-${locale}`, page.getByTestId("undone-notice"));
  });
}
