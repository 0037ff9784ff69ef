import { writeFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../lib/i18n/messages/all";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { newPhone, waitForPageCopies } from "./phones";

// Issue 28 (a phone's whole history) meets issue 27 point 4 (games born offline): a backup's game born offline,
// restored on a new phone that has no network, is kept there as born (the same id and secret) and reaches the server
// once the phone is online, its rounds in order, filed into the league it was started for.

const id = (seed: string) => seed.padEnd(22, "x").slice(0, 22);
const NAMES = ["Ann", "Ben", "Cem"];

for (const locale of ["en", "de", "nl"] as const) {
  test(`a born league game restored with no network is kept on the phone and reaches its league once online (${locale})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const t = translator(locale);
    const tr = createTranslator({ locale, messages: MESSAGES[locale] as never }) as unknown as (
      key: string,
      values?: Record<string, unknown>,
    ) => string;
    const { context, page } = await newPhone(browser, baseURL);
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);

    // The league the game was started for; this phone joined it (its link), as a league phone has.
    const created = await page.request.post("/api/v1/leagues", { data: { name: `Restore club ${locale}` } });
    expect(created.status()).toBe(201);
    const league = (await created.json()) as { id: string; token: string };
    await page.goto(`/leagues/${league.id}/join?token=${league.token}`);

    // The old phone's backup: one game born offline (the server has never seen it), two rounds waiting.
    const gameId = id(`restoredborn${locale}${testInfo.retry}`);
    const playerIds = NAMES.map((name) => id(`player${name}${locale}${testInfo.retry}`));
    const token = `${locale}`.padEnd(43, "s");
    const rounds = [
      { winner: playerIds[0], hands: { [playerIds[1]!]: 10, [playerIds[2]!]: 20 } },
      { winner: playerIds[1], hands: { [playerIds[0]!]: 3, [playerIds[2]!]: 4 } },
    ];
    const file = testInfo.outputPath("phone-backup.json");
    writeFileSync(
      file,
      JSON.stringify({
        format: "deckside-phone-backup",
        version: 2,
        games: [
          {
            session: {
              id: gameId,
              game: "nines",
              options: {},
              firstDealer: 0,
              playedOn: "2026-12-03",
              createdAt: "2026-12-03T19:00:00.000Z",
              players: NAMES.map((name, seat) => ({ id: playerIds[seat], name, seat, member: null })),
              rounds: rounds.map((entry, index) => ({
                number: index + 1,
                entry,
                createdAt: `2026-12-03T19:1${index}:00.000Z`,
                updatedAt: `2026-12-03T19:1${index}:00.000Z`,
              })),
            },
            token,
            bornOffline: true,
            leagueId: league.id,
          },
        ],
      }),
    );
    expect((await page.request.get(`/api/v1/sessions/${gameId}`)).status()).toBe(404);

    // "This phone", kept by the service worker (with the game shell), then the network goes.
    await page.goto("/phone");
    await waitForPageCopies(page);
    await context.setOffline(true);
    await page.getByLabel(t("phone.restoreFile")).setInputFiles(file);
    await page.getByRole("button", { name: tr("phone.restore", { count: 1 }) }).click();
    const kept = page.getByTestId("restore-kept");
    await expect(kept).toContainText(tr("phone.keptOffline", { count: 1 }));
    await expect(page.getByText(tr("phone.someFailed", { count: 1 }))).toHaveCount(0);
    await snapshot(page, `phone-restore-kept-offline-${locale}`);
    expect((await page.request.get(`/api/v1/sessions/${gameId}`)).status()).toBe(404);

    // Kept as born here: the shell opens it with no network, its two rounds on the board.
    await kept.getByRole("link", { name: t("phone.openKept") }).click();
    await expect(page).toHaveURL(new RegExp(`/play#${gameId}$`));
    await expect(page.getByRole("button", { name: t("scoreboard.enterRound", { round: 3 }) })).toBeVisible({
      timeout: 20_000,
    });

    // Online: created under the same id with its rounds in order, filed into its league, and this phone edits it.
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/sessions/${gameId}$`), { timeout: 30_000 });
    const session = await (await page.request.get(`/api/v1/sessions/${gameId}`)).json();
    expect(session.leagueId).toBe(league.id);
    expect(session.players.map((p: { id: string }) => p.id)).toEqual(playerIds);
    expect(session.rounds.map((r: { number: number; entry: unknown }) => [r.number, r.entry])).toEqual(
      rounds.map((entry, index) => [index + 1, entry]),
    );
    await expect(page.getByRole("link", { name: t("scoreboard.enterRound", { round: 3 }) })).toBeVisible();
    const edit = await page.request.post(`/api/v1/sessions/${gameId}/rounds`, {
      data: { winner: playerIds[2], hands: { [playerIds[0]!]: 1, [playerIds[1]!]: 2 } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edit.status()).toBe(201);
    await context.close();
  });
}
