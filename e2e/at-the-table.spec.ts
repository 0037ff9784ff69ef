import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";

// At the table (issues 11 and 12): table mode for a phone or tablet lying in the middle, the screen kept awake, and
// a finished game shared as text, image and files.

async function post(page: Page, id: string, token: string, data: unknown) {
  const response = await page.request.post(`/api/v1/sessions/${id}/rounds`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const PHONE_LANDSCAPE = { width: 844, height: 390 };
const TABLET_LANDSCAPE = { width: 1180, height: 820 };
const SMALL_TABLET = { width: 1024, height: 768 };
const PHONE_UPRIGHT = { width: 390, height: 844 };

test("table mode shows every game's standings big, whose deal it is, at phone and tablet size, light and dark", async ({
  page,
}) => {
  const t = translator("en");
  const board = new ScoreboardPage(page, t);

  // Nines, four players, two rounds: totals.
  const nines = await seedSession(page, { game: "nines", players: ["Ann", "Bartholomäus", "Cem", "Dana"] });
  const n = nines.ids as Record<string, string>;
  await post(page, nines.id, nines.token, {
    winner: n.Ann,
    hands: { [n.Bartholomäus!]: 10, [n.Cem!]: 20, [n.Dana!]: 7 },
  });
  await post(page, nines.id, nines.token, {
    winner: n.Cem,
    hands: { [n.Ann!]: 4, [n.Bartholomäus!]: 30, [n.Dana!]: 2 },
  });
  await page.goto(`/sessions/${nines.id}`);
  await board.expectLoaded();
  await page.getByRole("link", { name: t("tableMode.link") }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${nines.id}/table$`));
  const table = page.getByTestId("table-standings");
  await expect(table.locator("li")).toHaveCount(4);
  // Best first (lowest penalty), with the totals the scoreboard shows.
  await expect(table.locator("li").first()).toHaveAttribute("data-testid", "table-Ann");
  await expect(page.getByTestId("table-Ann").getByTestId("total")).toHaveText("4");
  await expect(page.getByTestId("table-Bartholomäus").getByTestId("total")).toHaveText("40");
  // Round 3: the dealer moved on one seat from Ann (round 1) to Cem.
  await expect(page.getByTestId("table-progress")).toHaveText(t("tableMode.round", { round: 3 }));
  await expect(page.getByTestId("table-Cem")).toContainText(t("tableMode.dealer"));

  for (const [size, name, tallest] of [
    [PHONE_LANDSCAPE, "phone", 1 / 5],
    [TABLET_LANDSCAPE, "tablet", 1 / 5],
    [SMALL_TABLET, "small-tablet", 1 / 6],
    [PHONE_UPRIGHT, "phone-upright", 1 / 12],
  ] as const) {
    await page.setViewportSize(size);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Readable from across the table: a total a good part of the screen height (upright: a row per player).
      const total = await page.getByTestId("table-Ann").getByTestId("total").boundingBox();
      expect(total!.height).toBeGreaterThan(size.height * tallest);
      // Nothing scrolls sideways; every total and name stays inside its card, a one-word name on one line.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      for (const player of ["Ann", "Bartholomäus", "Cem", "Dana"]) {
        const card = (await page.getByTestId(`table-${player}`).boundingBox())!;
        for (const part of [
          page.getByTestId(`table-${player}`).getByTestId("total"),
          page.getByTestId(`table-${player}`).locator("bdi"),
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.x, `${player} at ${name}`).toBeGreaterThanOrEqual(card.x);
          expect(box.x + box.width, `${player} at ${name}`).toBeLessThanOrEqual(card.x + card.width);
        }
        const lines = await page
          .getByTestId(`table-${player}`)
          .locator("bdi")
          .evaluate((element) => element.getClientRects().length);
        expect(lines, `${player}'s name at ${name}`).toBe(1);
      }
      // Dark mode is dark: the board's background follows the colour scheme.
      const lightness = await page.getByTestId("table-mode").evaluate((element) => {
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.fillStyle = getComputedStyle(element).backgroundColor;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
        return (r! + g! + b!) / 3 / 255;
      });
      if (scheme === "dark") expect(lightness).toBeLessThan(0.25);
      else expect(lightness).toBeGreaterThan(0.85);
      await page.screenshot({ path: `e2e/screenshots/table-nines-${name}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(PHONE_LANDSCAPE);

  // Ninety-Eight (strikes), the adding game (tokens) and tricks (points): the same page, each game's own value.
  const eight = await seedSession(page, { game: "ninety-eight", players: ["Ann", "Ben", "Cem", "Dia", "Eve"] });
  // Ann won the round: everyone else takes a strike.
  await post(page, eight.id, eight.token, { eliminated: ["Ben", "Cem", "Dia", "Eve"].map((name) => eight.ids[name]) });
  await page.goto(`/sessions/${eight.id}/table`);
  await expect(page.getByTestId("table-standings").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("table-Ben").getByTestId("strikes")).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/table-ninety-eight-phone-light.png" });

  const adding = await seedSession(page, { game: "ninety-nine-adding", players: ["Ann", "Ben", "Cem"] });
  await post(page, adding.id, adding.token, { bust: adding.ids.Cem });
  await page.goto(`/sessions/${adding.id}/table`);
  await expect(page.getByTestId("table-Cem").getByTestId("lives")).toBeVisible();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "e2e/screenshots/table-adding-phone-dark.png" });
  await page.emulateMedia({ colorScheme: "light" });

  const tricks = await seedSession(page, { game: "ninety-nine-tricks", players: ["Ann", "Ben", "Cem"] });
  const k = tricks.ids as Record<string, string>;
  await post(page, tricks.id, tricks.token, {
    bids: { [k.Ann!]: 3, [k.Ben!]: 3, [k.Cem!]: 3 },
    tricks: { [k.Ann!]: 3, [k.Ben!]: 4, [k.Cem!]: 2 },
  });
  await page.goto(`/sessions/${tricks.id}/table`);
  await expect(page.getByTestId("table-standings").locator("li").first()).toHaveAttribute("data-testid", "table-Ann");
  await page.setViewportSize(TABLET_LANDSCAPE);
  await page.screenshot({ path: "e2e/screenshots/table-tricks-tablet-light.png" });

  // Upright phone: one column, and the hint to turn it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(t("tableMode.rotate"))).toBeVisible();
  await snapshot(page, "table-tricks-portrait");
  await page.getByRole("link", { name: t("tableMode.back") }).click();
  await board.expectLoaded();
});

test("the screen stays on while a game is open: the switch holds a wake lock, is remembered, and lets go", async ({
  page,
}) => {
  const t = translator("en");
  const nines = await seedSession(page, { game: "nines", players: ["Ann", "Ben"] });
  await page.goto(`/sessions/${nines.id}`);
  const toggle = page.getByRole("switch", { name: t("wakeLock.label") });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "false");
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "true");
  await snapshot(page, "wake-lock-on");

  // Remembered on this phone: another game opens with the screen kept on.
  const other = await seedSession(page, { game: "nines", players: ["Cem", "Dia"] });
  await page.goto(`/sessions/${other.id}`);
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "true");
  // A lock the browser dropped (the page was hidden) is taken again when the page is visible.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "true");

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId("wake-lock")).toHaveAttribute("data-held", "false");
});

test("a browser without the Screen Wake Lock API shows no switch", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  const nines = await seedSession(page, { game: "nines", players: ["Ann", "Ben"] });
  await page.goto(`/sessions/${nines.id}`);
  await expect(page.getByTestId("standings")).toBeVisible();
  await expect(page.getByRole("link", { name: translator("en")("tableMode.link") })).toBeVisible();
  await expect(page.getByTestId("wake-lock")).toHaveCount(0);
});

test("a finished game is shared: the share sheet gets the summary and the chart as a PNG, the text is copied, CSV downloaded (German)", async ({
  page,
  context,
  baseURL,
}) => {
  const t = translator("de");
  await context.addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL! }]);
  // The share sheet as a phone has it (desktop Linux Chromium has none): records what it was given.
  await page.addInitScript(() => {
    const shared: Array<{ title?: string; text?: string; files: Array<{ name: string; type: string; size: number }> }> =
      [];
    (window as unknown as { shared: typeof shared }).shared = shared;
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => (data.files ?? []).every((file) => file.type === "image/png"),
      share: async (data: ShareData) => {
        shared.push({
          title: data.title,
          text: data.text,
          files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
      },
    });
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const game = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"], options: { threshold: 30 } });
  const { Ann, Ben, Cem } = game.ids as Record<"Ann" | "Ben" | "Cem", string>;
  await post(page, game.id, game.token, { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } });
  await post(page, game.id, game.token, { winner: Ben, hands: { [Ann]: 4, [Cem]: 15 } });
  await page.goto(`/sessions/${game.id}`);
  await expect(page.getByTestId("winner")).toHaveText(t("scoreboard.wins", { name: "Ann" }));
  const panel = page.getByRole("region", { name: t("share.title") });
  await expect(panel).toBeVisible();
  await snapshot(page, "share-finished-de");

  await panel.getByRole("button", { name: t("share.button"), exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { shared: any[] }).shared);
  expect(shared.title).toBe(`Nines: ${t("scoreboard.wins", { name: "Ann" })}`);
  expect(shared.text.split("\n").slice(1, 4)).toEqual(["1. Ann: 4 Punkte", "2. Ben: 10 Punkte", "3. Cem: 35 Punkte"]);
  expect(shared.text).toContain(`/sessions/${game.id}`);
  expect(shared.files).toHaveLength(1);
  expect(shared.files[0].type).toBe("image/png");
  expect(shared.files[0].size).toBeGreaterThan(5000);

  await panel.getByRole("button", { name: t("share.copy") }).click();
  await expect(page.getByTestId("share-note")).toHaveText(t("share.copied"));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.text);

  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: t("share.csv") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^deckside-nines-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFileSync } = await import("node:fs");
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("final,,Ann,,4,1,,");
});
