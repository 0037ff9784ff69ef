import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import {
  axeProblems,
  lowContrast,
  sidewaysScroll,
  smallTargets,
  truncatedTexts,
  wordsBrokenMidWord,
} from "./layout-checks";
import { enterNinesRound, joinAsScorer, newPhone } from "./phones";
import { chooseLocale, setRootFontSize } from "./table-pages";

// Everything on this phone (issue 28): one phone plays two games (one finished) and downloads its backup; a fresh
// browser restores it, lists both games, can still add a round to the unfinished one, and restoring again
// duplicates nothing. One of the games is deleted on the server before the restore, so the restore creates it again
// from the file (the other is only handed back: same server, same secret).

const t = translator("en");
const FITS = { overflow: 0, culprits: [] };

async function playTwoGames(page: Page) {
  const finished = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"], options: { rounds: 1 } });
  await joinAsScorer(page, finished);
  await enterNinesRound(page, 1, "Ann", { Ben: 12, Cem: 20 });
  expect((await (await page.request.get(`/api/v1/sessions/${finished.id}`)).json()).status).toBe("finished");
  const open = await seedSession(page, { game: "nines", players: ["Dora", "Emil", "Fay"] });
  await joinAsScorer(page, open);
  await enterNinesRound(page, 1, "Dora", { Emil: 5, Fay: 9 });
  return { finished, open };
}

/** The page at 390×844 in light and dark, at 100 % and 200 % text: photographed, and checked as a11y.spec does. */
async function photographAndCheck(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const percent of [100, 200]) {
      await setRootFontSize(page, percent);
      const at = `${name} ${scheme} ${percent} %`;
      expect.soft(await sidewaysScroll(page), `${at}: sideways scroll`).toEqual(FITS);
      expect.soft(await truncatedTexts(page), `${at}: texts cut`).toEqual([]);
      if (percent === 100) expect.soft(await lowContrast(page), `${at}: contrast`).toEqual([]);
      await snapshot(page, `phone-backup-${name}-${scheme}-text${percent}`);
    }
  }
  await setRootFontSize(page, 100);
  await page.emulateMedia({ colorScheme: "light" });
  expect.soft(await smallTargets(page), `${name}: controls under 44×44 px`).toEqual([]);
  expect.soft(await axeProblems(page), `${name}: axe-core`).toEqual([]);
}

test("a phone's backup restores every game, with its edit rights, in a fresh browser; twice duplicates nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const { finished, open } = await playTwoGames(page);

  // The old phone: from home to "This phone", the secret said plainly, the file downloaded.
  await page.goto("/");
  await expect(page.getByTestId("history-game")).toHaveCount(2);
  await page.getByRole("link", { name: t("home.phoneLink") }).click();
  await expect(page).toHaveURL(/\/phone$/);
  await expect(page.getByRole("heading", { name: t("phone.title"), level: 1 })).toBeVisible();
  await expect(page.getByText(t("phone.secretWarning"))).toBeVisible();
  await photographAndCheck(page, "download");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: t("phone.download") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^deckside-phone-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const backup = JSON.parse(readFileSync(file, "utf8"));
  expect(backup).toMatchObject({ format: "deckside-phone-backup", version: 2 });
  expect(backup.notice).toContain("keep it private");
  expect(backup.games.map((g: { session: { id: string }; token: string }) => [g.session.id, g.token])).toEqual([
    [open.id, open.token],
    [finished.id, finished.token],
  ]);

  // The finished game is gone from the server: the restore must create it again from the file.
  const deleted = await page.request.delete(`/api/v1/sessions/${finished.id}`, {
    headers: { authorization: `Bearer ${finished.token}` },
  });
  expect(deleted.ok()).toBe(true);

  // The new phone: a fresh browser context, no games, no edit rights.
  const fresh = await newPhone(browser, baseURL);
  const phone = fresh.page;
  await phone.goto("/phone");
  const input = phone.getByLabel(t("phone.restoreFile"));
  await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
  await expect(phone.getByText(t("phone.notPhoneBackup"))).toBeVisible();
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await expect(phone.getByText(t("phone.notJson"))).toBeVisible();

  // Choosing the file shows what it holds; nothing is restored before the tap.
  await input.setInputFiles(file);
  await expect(phone.getByRole("heading", { name: /2 games/ })).toBeVisible();
  await expect(phone.getByText("Players: Dora, Emil, Fay, Ann, Ben, Cem")).toBeVisible();
  expect((await phone.request.get(`/api/v1/sessions/${finished.id}`)).status()).toBe(404);
  await photographAndCheck(phone, "restore");
  await phone.getByRole("button", { name: /Restore 2 games/ }).click();
  await expect(phone.getByText(/1 game restored, 1 already here/)).toBeVisible();
  await expect(phone.getByText("2 games on this phone go into the file, with their rounds.")).toBeVisible();
  await snapshot(phone, "phone-backup-restored");

  // Both games on the new phone's list; the finished one is back with its round and result.
  await phone.getByRole("link", { name: t("phone.toGames") }).click();
  await expect(phone.getByTestId("history-game")).toHaveCount(2);
  const restored = await (await phone.request.get(`/api/v1/sessions/${finished.id}`)).json();
  expect(restored.status).toBe("finished");
  expect(restored.rounds).toHaveLength(1);

  // The new phone still edits the unfinished game: round 2 from its own scoreboard.
  await phone.goto(`/sessions/${open.id}`);
  await enterNinesRound(phone, 2, "Emil", { Dora: 4, Fay: 6 });
  const played = await (await phone.request.get(`/api/v1/sessions/${open.id}`)).json();
  expect(played.rounds).toHaveLength(2);

  // Restoring the same file again: every game is already here, nothing is added twice.
  await phone.goto("/phone");
  await phone.getByLabel(t("phone.restoreFile")).setInputFiles(file);
  await phone.getByRole("button", { name: /Restore 2 games/ }).click();
  await expect(phone.getByText(/0 games restored, 2 already here/)).toBeVisible();
  expect((await (await phone.request.get(`/api/v1/sessions/${open.id}`)).json()).rounds).toHaveLength(2);
  expect((await (await phone.request.get(`/api/v1/sessions/${finished.id}`)).json()).rounds).toHaveLength(1);
  await phone.goto("/");
  await expect(phone.getByTestId("history-game")).toHaveCount(2);

  // German and Dutch, the longest words, at 200 % text: the page still fits the phone.
  for (const locale of ["de", "nl"] as const) {
    const tl = translator(locale);
    await chooseLocale(phone, locale);
    await phone.goto("/phone");
    await expect(phone.getByText(tl("phone.secretWarning"))).toBeVisible();
    await phone.getByLabel(tl("phone.restoreFile")).setInputFiles(file);
    await expect(phone.getByText(tl("phone.players", { names: "Dora, Emil, Fay, Ann, Ben, Cem" }))).toBeVisible();
    await setRootFontSize(phone, 200);
    expect.soft(await sidewaysScroll(phone), `${locale} 200 %: sideways scroll`).toEqual(FITS);
    expect.soft(await truncatedTexts(phone), `${locale} 200 %: texts cut`).toEqual([]);
    expect.soft(await wordsBrokenMidWord(phone, "main"), `${locale} 200 %: words broken mid-word`).toEqual([]);
    await snapshot(phone, `phone-backup-restore-${locale}-text200`);
  }
  await fresh.context.close();
});
