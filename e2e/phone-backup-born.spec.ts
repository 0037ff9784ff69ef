import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../lib/i18n/messages/all";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { NewGamePage } from "./pages/new-game-page";
import { NinesRoundPage } from "./pages/nines-round-page";
import { newPhone, waitForPageCopies } from "./phones";

// Issue 28, a phone's whole history: a game born offline (the server has never seen it, only the phone's IndexedDB
// holds it) goes into the phone's backup (format version 2) with its rounds and the secret the phone chose; restored
// in a fresh browser, it is created on the server under the same id, and the new phone can still edit it.

for (const locale of ["en", "de", "nl"] as const) {
  test(`a game born offline is in the phone's backup and restores under its own id (${locale})`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = translator(locale);
    const tr = createTranslator({ locale, messages: MESSAGES[locale] as never }) as unknown as (
      key: string,
      values?: Record<string, unknown>,
    ) => string;
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);

    // Started and played for a round with no network, in the precached shell.
    const setup = new NewGamePage(page, t);
    await setup.open();
    await waitForPageCopies(page);
    await setup.setPlayers(["Ann", "Ben", "Cem"]);
    await context.setOffline(true);
    await setup.start();
    await expect(page).toHaveURL(/\/play#[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
    const id = new URL(page.url()).hash.slice(1);
    await page.getByRole("button", { name: t("scoreboard.enterRound", { round: 1 }) }).click();
    const form = new NinesRoundPage(page, t);
    await form.wentOut("Ann");
    await form.typeTotal("Ben", 10);
    await form.typeTotal("Cem", 20);
    await form.save(1);
    await expect(page.getByRole("button", { name: t("scoreboard.enterRound", { round: 2 }) })).toBeVisible();
    // The shell closes before the network is back, so the game stays on the phone only.
    const phonePage = await context.newPage();
    await page.close();
    await context.setOffline(false);
    expect((await phonePage.request.get(`/api/v1/sessions/${id}`)).status()).toBe(404);

    // "This phone": the born game counts, the page says it goes into the file, and it does (version 2).
    await phonePage.goto("/phone");
    await expect(phonePage.getByText(t("phone.bornOfflineNote"))).toBeVisible();
    await expect(phonePage.getByText(tr("phone.downloadHelp", { count: 1 }))).toBeVisible();
    await snapshot(phonePage, `phone-backup-born-${locale}`);
    const downloading = phonePage.waitForEvent("download");
    await phonePage.getByRole("button", { name: t("phone.download") }).click();
    const file = await (await downloading).path();
    const backup = JSON.parse(readFileSync(file, "utf8"));
    expect(backup).toMatchObject({ format: "deckside-phone-backup", version: 2 });
    expect(backup.games).toHaveLength(1);
    const [game] = backup.games;
    expect(game).toMatchObject({ bornOffline: true, session: { id, game: "nines" } });
    expect(game.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(game.session.rounds).toHaveLength(1);
    expect((await phonePage.request.get(`/api/v1/sessions/${id}`)).status()).toBe(404);

    // A fresh browser restores it: created on the server under the same id, with its round, and editable there.
    const fresh = await newPhone(browser, baseURL);
    await fresh.context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    const other = fresh.page;
    await other.goto("/phone");
    await other.getByLabel(t("phone.restoreFile")).setInputFiles(file);
    await expect(other.getByRole("heading", { name: tr("phone.holds", { count: 1 }) })).toBeVisible();
    await other.getByRole("button", { name: tr("phone.restore", { count: 1 }) }).click();
    await expect(other.getByText(tr("phone.restored", { created: 1, present: 0 }))).toBeVisible();
    const restored = await (await other.request.get(`/api/v1/sessions/${id}`)).json();
    expect(restored.id).toBe(id);
    expect(restored.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Ben", "Cem"]);
    expect(restored.rounds).toHaveLength(1);
    await other.goto(`/sessions/${id}`);
    await expect(other.getByRole("link", { name: t("scoreboard.enterRound", { round: 2 }) })).toBeVisible();
    await fresh.context.close();
  });
}
