import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { waitForPageCopies } from "./phones";

// Installable and offline (issue 12, docs/decisions/014-installable-app.md): the manifest and service worker pass
// Chromium's own installability check, and pages opened once load again with the network off.

test("Chromium finds the app installable: manifest with a maskable icon, a service worker", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every ordinary test context is: a real one.
  const profile = mkdtempSync(join(tmpdir(), "deckside-install-"));
  const { launchOptions, viewport } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await waitForPageCopies(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { errors, url } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(url).toMatch(/\/manifest\.webmanifest$/);

    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ id: "/", start_url: "/", display: "standalone", name: "Deckside" });
    const maskable = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === "maskable");
    expect(maskable.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline after one visit: the home page and a scoreboard load from the last copy, a page never opened says it is offline", async ({
  page,
  context,
}) => {
  const t = translator("en");
  const board = new ScoreboardPage(page, t);
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
  const round = { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } };
  const auth = { authorization: `Bearer ${session.token}` };
  expect(
    (await page.request.post(`/api/v1/sessions/${session.id}/rounds`, { data: round, headers: auth })).status(),
  ).toBe(201);

  // One visit to the home page (the worker installs), then the scoreboard, opened once.
  await page.goto("/");
  await waitForPageCopies(page);
  await page.goto(`/sessions/${session.id}`);
  await board.expectLoaded();
  await expect(page.getByTestId("offline-status")).toHaveCount(0);

  // The network goes: the line comes at once, before anything is reloaded.
  await context.setOffline(true);
  await expect(page.getByTestId("offline-status")).toHaveText(t("offline.status"));
  await page.reload();
  await board.expectLoaded();
  await board.expectTotals({ Ann: 0, Ben: 10, Cem: 20 });
  await expect(page.getByTestId("offline-status")).toHaveText(t("offline.status"));
  await snapshot(page, "offline-scoreboard");

  // The network comes back: the page is live again and the line goes, without a reload.
  await context.setOffline(false);
  await expect(page.getByTestId("offline-status")).toHaveCount(0);
  await context.setOffline(true);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: t("home.title") })).toBeVisible();
  await expect(page.getByTestId("offline-status")).toBeVisible();

  // Never opened on this phone: the offline page, not the browser's error page.
  await page.goto("/leagues/new");
  await expect(page.getByTestId("offline-page")).toBeVisible();
  await expect(page.getByRole("heading", { name: t("offline.title") })).toBeVisible();
  await snapshot(page, "offline-page");

  // Back online: the same address loads the real page again, and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("offline-page")).toHaveCount(0);
  await expect(page.getByTestId("offline-status")).toHaveCount(0);
});

test("the offline page speaks the phone's language of now, not the one the app was installed in", async ({
  browser,
  baseURL,
}) => {
  // A Dutch phone whose person chose English in the app: the worker installs (and keeps the offline page) in English.
  const context = await browser.newContext({ baseURL, locale: "nl-NL", serviceWorkers: "allow" });
  const host = new URL(baseURL!).hostname;
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", domain: host, path: "/" }]);
  const page = await context.newPage();
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: translator("en")("home.title") })).toBeVisible();
    await waitForPageCopies(page);

    // Then switches the app to German, with the language switch.
    await page.getByRole("button", { name: "DE Deutsch" }).click();
    await expect(page.getByRole("heading", { name: translator("de")("home.title") })).toBeVisible();

    await context.setOffline(true);
    const offline = page.getByTestId("offline-page");
    await page.goto("/leagues/new");
    await expect(offline.getByRole("heading", { name: translator("de")("offline.title") })).toBeVisible();
    await expect(offline.getByRole("button", { name: translator("de")("offline.retry") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(`${translator("de")("offline.title")} · Deckside`);
    await snapshot(page, "offline-page-de");

    // Without the app's choice, the browser's language decides, as on the server.
    await context.clearCookies();
    await page.reload();
    await expect(offline.getByRole("heading", { name: translator("nl")("offline.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  } finally {
    await context.close();
  }
});

// A client-side navigation makes no request for the page's HTML: the worker is asked to fetch and keep it (Serwist's
// cacheOnNavigation, on each history change), once per page, so the page a person tapped to opens offline too.
test("a page opened by a tap is kept for offline, once", async ({ page, context }) => {
  const t = translator("en");
  const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
  const referee = `/sessions/${session.id}/referee`;
  await page.goto(`/sessions/${session.id}`);
  await waitForPageCopies(page);
  // What the worker fetches of the referee page's HTML (its RSC payload for the tap is another request).
  const kept: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (request.serviceWorker() && url.pathname === referee && !url.searchParams.has("_rsc") && !request.headers().rsc)
      kept.push(request.url());
  });
  await page.getByRole("link", { name: t("scoreboard.referee") }).click();
  await expect(page).toHaveURL(referee);
  await waitForPageCopies(page, [referee]);
  // Two idle periods more: a second fetch of the same page (say, one per history change) would have started by now.
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(kept).toHaveLength(1);

  // Kept: it opens with the network off.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(referee);
  await expect(page.getByTestId("offline-status")).toHaveText(t("offline.status"));
  await context.setOffline(false);
});
