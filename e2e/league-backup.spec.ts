import { readFileSync } from "node:fs";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";

// League backup at phone size: the league phone downloads it, the new-league page restores it as a new league.
test("a league's backup downloads on the league phone and restores as a new league that opens with its edit rights", async ({
  page,
}) => {
  const t = translator("en");
  const created = await page.request.post("/api/v1/leagues", { data: { name: "Backup club" } });
  expect(created.status()).toBe(201);
  const league = await created.json();
  const auth = { authorization: `Bearer ${league.token}` };
  const game = await page.request.post("/api/v1/sessions", {
    data: { game: "nines", players: ["Ann", "Ben"], options: { rounds: 1 }, leagueId: league.id },
    headers: auth,
  });
  const session = await game.json();
  const [ann, ben] = session.players.map((p: { id: string }) => p.id);
  const round = await page.request.post(`/api/v1/sessions/${session.id}/rounds`, {
    data: { winner: ann, hands: { [ben]: 12 } },
    headers: auth,
  });
  expect(round.status()).toBe(201);

  // A phone without the token sees no download; the league phone does.
  await page.goto(`/leagues/${league.id}`);
  await expect(page.getByText(t("leagues.viewOnly"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("leagues.backupDownload") })).toHaveCount(0);
  await page.goto(`/leagues/${league.id}/join?token=${league.token}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: t("leagues.backupDownload") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Backup-club-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const backup = JSON.parse(readFileSync(file, "utf8"));
  expect(backup).toMatchObject({ format: "deckside-league-backup", version: 1, league: { name: "Backup club" } });
  expect(backup.sessions).toHaveLength(1);
  await snapshot(page, "league-backup-01-download");

  // Restore: a file that is no backup is refused in words; the real one becomes a new league.
  await page.goto("/leagues/new");
  const input = page.getByLabel(t("leagues.restoreFile"));
  await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":1}') });
  await expect(page.getByText(t("leagues.restoreNotBackup"))).toBeVisible();
  await snapshot(page, "league-backup-02-not-a-backup");
  await input.setInputFiles(file);
  // It restores on a tap, under another name: this phone has a "Backup club" already (issue 28).
  await expect(page.getByRole("textbox", { name: t("leagues.restoreName") })).toHaveValue("Backup club (2)");
  await page.getByRole("button", { name: t("leagues.restoreButton") }).click();
  await page.waitForURL((url) => /^\/leagues\/[^/]+$/.test(url.pathname) && !url.pathname.includes(league.id));
  await expect(page.getByRole("heading", { name: "Backup club (2)" })).toBeVisible();
  await expect(page.getByRole("link", { name: `+ ${t("leagues.newGame")}` })).toBeVisible();
  await expect(page.getByRole("button", { name: t("leagues.backupDownload") })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Ann" })).toBeVisible();
  await snapshot(page, "league-backup-03-restored");
});
