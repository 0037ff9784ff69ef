import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { sidewaysScroll, smallTargets, wordsBrokenMidWord } from "./layout-checks";
import { enterNinesRound, joinAsScorer, phone } from "./phones";
import { chooseLocale, setRootFontSize } from "./table-pages";

// Issue 28, People and Evenings: a casual group plays three one-round Nines games on one phone, rounds typed on the
// phone's round form; the person page counts wins and streaks over them; a second spelling is merged into a person
// and the merge undone; the evening's recap lists the games with how long each took.

const t = translator("en");
test.use(phone);

/** A one-round Nines game opened on this phone as its scorer, its round entered on the page (`winner` goes out). */
async function playOneRound(page: Page, players: string[], winner: string) {
  const session = await seedSession(page, { game: "nines", players, options: { rounds: 1 } });
  await joinAsScorer(page, session);
  const hands = Object.fromEntries(players.filter((p) => p !== winner).map((p, i) => [p, 10 + i * 7]));
  await enterNinesRound(page, 1, winner, hands);
  await expect(page.getByTestId("winner")).toContainText(winner);
  return session;
}

async function expectRecord(page: Page, record: { played: number; wins: number; streak: number; best: number }) {
  await expect(page.getByTestId("person-played")).toHaveText(String(record.played));
  await expect(page.getByTestId("person-wins")).toHaveText(String(record.wins));
  await expect(page.getByTestId("person-streak")).toHaveText(String(record.streak));
  await expect(page.getByTestId("person-best-streak")).toHaveText(String(record.best));
}

/** Light and dark, 100 % and 200 % text, for a person to look at (e2e/screenshots/). */
async function photograph(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const percent of [100, 200]) {
      await setRootFontSize(page, percent);
      await snapshot(page, `${name}-${scheme}-${percent}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 100);
}

test("three games on one phone: wins and streaks per person, a spelling merged and unmerged, the evening's recap", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await playOneRound(page, ["Anna", "Ben", "Carla"], "Anna");
  // "anna" is Anna: the same name whatever its case, no merge needed.
  await playOneRound(page, ["anna", "Ben", "Carla"], "anna");
  const last = await playOneRound(page, ["Ana", "Ben", "Carla"], "Ana");

  // The finished scoreboard, as the server renders it: how long the game took, and the way to the evening. Every
  // control (the names are links now) stays a 44 px target.
  await page.reload();
  expect.soft(await smallTargets(page), "scoreboard").toEqual([]);
  await expect(page.getByTestId("game-duration")).toContainText(/Played in \d+ min/);

  // A name on the scoreboard opens the person's page.
  await page.getByTestId("standing-Ben").getByRole("link", { name: "Ben" }).click();
  await expect(page).toHaveURL(/\/people\/ben$/);
  await expectRecord(page, { played: 3, wins: 0, streak: 0, best: 0 });

  // From home: the people list, then Anna.
  await page.goto("/");
  await page.getByTestId("people-link").click();
  await page.getByRole("link", { name: /^Anna/ }).click();
  await expect(page.getByTestId("person-name")).toHaveText("Anna");
  await expectRecord(page, { played: 2, wins: 2, streak: 2, best: 2 });
  await expect(page.getByTestId("versus-ben")).toContainText(t("people.versus", { wins: 2, losses: 0, name: "Ben" }));

  // Head-to-head opens the games the two played together.
  await page.getByTestId("versus-ben").click();
  await expect(page.getByRole("heading", { name: t("people.gamesWith", { name: "Ben" }) })).toBeVisible();
  await expect(page.getByTestId("person-games").locator("li")).toHaveCount(2);

  // "Ana" is Anna too: one merge, and her game counts here.
  await page.getByTestId("merge-choice").selectOption("ana");
  await page.getByTestId("merge").click();
  await expectRecord(page, { played: 3, wins: 3, streak: 3, best: 3 });
  await expect(page.getByText(t("people.alsoSpelled", { names: "anna and Ana" }))).toBeVisible();
  // The merged spelling's own page is Anna's now.
  await page.goto("/people/ana");
  await expect(page).toHaveURL(/\/people\/anna$/);
  await photograph(page, "person");

  // Undone in one tap: Ana is a person of her own again.
  await page.getByTestId("unmerge-ana").click();
  await expectRecord(page, { played: 2, wins: 2, streak: 2, best: 2 });
  await page.goto("/people/ana");
  await expectRecord(page, { played: 1, wins: 1, streak: 1, best: 1 });

  // The evening: from the last game's scoreboard to the recap of the three games, each with its time.
  await page.goto(`/sessions/${last.id}`);
  await page.getByTestId("evening-link").click();
  await expect(page.getByTestId("evening-games").locator("li > p[data-testid=evening-game-time]")).toHaveCount(3);
  for (const time of await page.getByTestId("evening-game-time").all()) await expect(time).toContainText(/\(\d+ min\)/);
  await expect(page.getByTestId("evening-summary")).toContainText("3 games");
  // Tonight: Anna 2 wins (as "Anna" and "anna"), Ana 1 (unmerged again).
  const tally = page.getByTestId("evening-tally").locator("li");
  await expect(tally).toHaveText([/^Anna\s+2 wins$/, /^Ana\s+1 win$/]);
  await photograph(page, "evening");
  // Merged again, the recap counts Ana's win as Anna's (the recap follows this phone's merges, as the person page).
  await page.goto("/people/anna");
  await page.getByTestId("merge-choice").selectOption("ana");
  await page.getByTestId("merge").click();
  await expectRecord(page, { played: 3, wins: 3, streak: 3, best: 3 });
  await page.goBack();
  await page.reload();
  await expect(tally).toHaveText([/^Anna\s+3 wins$/]);
  await page.goto("/people/anna");
  await page.getByTestId("unmerge-ana").click();
  await expectRecord(page, { played: 2, wins: 2, streak: 2, best: 2 });
  await page.goBack();

  // In every language, at 200 % text: the recap and the person page are worded, whole words, no sideways scroll.
  const recap = page.url();
  for (const locale of ["de", "nl", "en"] as TestLocale[]) {
    const tl = translator(locale);
    await chooseLocale(page, locale);
    for (const [path, heading] of [
      [recap, tl("evenings.tally")],
      ["/people/anna", tl("people.headToHead")],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      expect.soft(await smallTargets(page), `${locale} ${path}`).toEqual([]);
      await setRootFontSize(page, 200);
      expect.soft(await sidewaysScroll(page), `${locale} ${path}`).toEqual({ overflow: 0, culprits: [] });
      expect.soft(await wordsBrokenMidWord(page, "main"), `${locale} ${path}`).toEqual([]);
    }
  }
  await page.goto(recap);

  // Shared as text: with no share sheet here, the recap goes to the clipboard.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByTestId("evening-share-text").click();
  await expect(page.getByTestId("evening-note")).toHaveText(t("evenings.copied"));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Anna");
  expect(copied.split("\n").length).toBeGreaterThan(3);

  // Shared as a picture: a PNG drawn on the phone, downloaded where files cannot be shared.
  const download = page.waitForEvent("download");
  await page.getByTestId("evening-share-image").click();
  expect((await download).suggestedFilename()).toMatch(/^deckside-\d{4}-\d{2}-\d{2}\.png$/);
});
