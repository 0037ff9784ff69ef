import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/locales";
import { expect, SCREENSHOT_DIR, seedSession, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { phone, postRound } from "./phones";

// Issue 28's rough edges on how pages look: times in the phone's zone (not the server's), an in-app light/dark
// switch with no flash of the other scheme, and the install sheet's screenshots in the manifest.

const ZONE = "Pacific/Auckland";
const LOCALE_COOKIE = "NEXT_LOCALE";

async function phoneIn(browser: Browser, baseURL: string, locale: TestLocale, extra: Record<string, unknown> = {}) {
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", ...extra });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** The text a page shows, with every kind of space made one plain space (ICU builds differ in their spaces). */
const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, " ").trim();

/** How this browser (in its own zone) writes a moment, as the page is meant to. */
function formatIn(page: Page, locale: string, iso: string, options: Intl.DateTimeFormatOptions) {
  return page.evaluate(
    ([l, at, o]) =>
      new Intl.DateTimeFormat(l as string, o as Intl.DateTimeFormatOptions).format(new Date(at as string)),
    [locale, iso, options] as const,
  );
}

for (const locale of LOCALES as readonly TestLocale[]) {
  const t = translator(locale);

  test(`times are in the phone's zone, from the first paint (${locale})`, async ({ browser, baseURL }) => {
    const { context, page } = await phoneIn(browser, baseURL!, locale, { timezoneId: ZONE });
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    const { Ann, Ben, Cem } = session.ids as Record<"Ann" | "Ben" | "Cem", string>;
    await postRound(page.request, session, { winner: Ann, hands: { [Ben]: 10, [Cem]: 20 } });
    const state = await (await page.request.get(`/api/v1/sessions/${session.id}`)).json();
    const created = state.createdAt as string;
    const auckland = plain(await formatIn(page, locale, created, { dateStyle: "medium", timeStyle: "short" }));
    const utc = plain(
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
        new Date(created),
      ),
    );
    expect(auckland, "the zones differ (the test would prove nothing)").not.toBe(utc);

    // The phone's very first page: it has never told its zone, yet shows the game's start in it.
    await page.goto(`/sessions/${session.id}`);
    await expect
      .poll(async () => plain((await page.locator("main header p").first().textContent()) ?? ""))
      .toBe(auckland);
    // And the HTML itself carries it (the first paint, before any script): the server renders in the phone's zone.
    const html = plain(await (await page.request.get(`/sessions/${session.id}`)).text());
    expect(html).toContain(auckland);
    expect(html).not.toContain(utc);

    // The history: each change's time.
    await page.goto(`/sessions/${session.id}/history`);
    const changed = page.getByTestId("change-added-1").locator("time");
    const at = (await changed.getAttribute("datetime"))!;
    expect(plain((await changed.textContent()) ?? "")).toBe(
      plain(await formatIn(page, locale, at, { timeStyle: "short" })),
    );
    await context.close();
  });

  test(`the header's light/dark switch holds on this phone, with no flash on load (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phoneIn(browser, baseURL!, locale, { colorScheme: "light" });
    await page.goto("/", { waitUntil: "networkidle" });
    // One button in the header: it names the choice in force and goes on to the next.
    const themeButton = (choice: string) =>
      page.getByRole("banner").getByRole("button", { name: `${t("app.theme")}: ${t(choice)}`, exact: true });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(themeButton("app.themeSystem")).toBeVisible();
    expect(await theme()).toBe("light");
    const light = await background();

    await themeButton("app.themeSystem").click();
    await expect(themeButton("app.themeLight")).toBeVisible();
    expect(await theme()).toBe("light");
    await themeButton("app.themeLight").click();
    await expect(themeButton("app.themeDark")).toBeVisible();
    expect(await theme()).toBe("dark");
    const dark = await background();
    expect(dark).not.toBe(light);

    // A new page load paints dark from the start: the scheme is set before the body is parsed.
    await page.goto("/new", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    expect(await theme()).toBe("dark");
    await page.waitForLoadState("networkidle");
    expect(await background()).toBe(dark);
    await expect(themeButton("app.themeDark")).toBeVisible();
    if (process.env.DECKSIDE_SCREENSHOTS === "1")
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rough-edges-theme-dark-${locale}.png` });

    // "As the phone" follows the phone's setting again, as it changes.
    await themeButton("app.themeDark").click();
    await expect(themeButton("app.themeSystem")).toBeVisible();
    expect(await theme()).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(theme).toBe("dark");
    await context.close();
  });
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("the manifest lists real screenshots of the scoreboard and the new game, narrow and wide", async ({ page }) => {
  if (process.env.DECKSIDE_MANIFEST_SHOTS === "1") await takeManifestScreenshots(page);
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  const shots = manifest.screenshots as { src: string; sizes: string; type: string; form_factor: string }[];
  expect(shots.filter((s) => s.form_factor === "narrow").length).toBeGreaterThanOrEqual(2);
  for (const shot of shots) {
    const response = await page.request.get(shot.src);
    expect(response.status(), shot.src).toBe(200);
    expect(response.headers()["content-type"]).toBe(shot.type);
    expect(pngSize(await response.body()), shot.src).toBe(shot.sizes);
  }
});

/**
 * Takes the manifest's screenshots from the running build (DECKSIDE_MANIFEST_SHOTS=1): a phone at 390x844 at 2x,
 * and a tablet sideways at 1280x800. They are committed under public/screenshots/.
 */
async function takeManifestScreenshots(page: Page) {
  mkdirSync("public/screenshots", { recursive: true });
  const session = await seedSession(page, { game: "nines", players: ["Anna", "Ben", "Carla", "Dev"] });
  const { Anna, Ben, Carla, Dev } = session.ids as Record<"Anna" | "Ben" | "Carla" | "Dev", string>;
  const rounds = [
    { winner: Anna, hands: { [Ben]: 12, [Carla]: 25, [Dev]: 7 } },
    { winner: Carla, hands: { [Anna]: 9, [Ben]: 31, [Dev]: 14 } },
    { winner: Dev, hands: { [Anna]: 18, [Ben]: 4, [Carla]: 11 } },
  ];
  for (const round of rounds) await postRound(page.request, session, round);
  await page.goto(`/sessions/${session.id}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: "public/screenshots/scoreboard.png" });
  await page.goto("/new", { waitUntil: "networkidle" });
  await page
    .getByRole("textbox", { name: translator("en")("setup.playerLabel", { seat: 1 }), exact: true })
    .fill("Anna");
  await page
    .getByRole("textbox", { name: translator("en")("setup.playerLabel", { seat: 2 }), exact: true })
    .fill("Ben");
  await page.getByRole("textbox", { name: translator("en")("setup.playerLabel", { seat: 2 }), exact: true }).blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "public/screenshots/new-game.png" });
  // The wide one at 1x: a tablet's CSS pixels.
  const wide = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const tablet = await wide.newPage();
  await tablet.goto(new URL(`/sessions/${session.id}/table`, page.url()).href, { waitUntil: "networkidle" });
  await tablet.screenshot({ path: "public/screenshots/wide.png" });
  await wide.close();
}
