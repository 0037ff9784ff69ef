import type { Page } from "@playwright/test";
import { expect, SCREENSHOT_DIR, snapshot, test } from "./fixtures";
import { sidewaysScroll } from "./layout-checks";

// The API reference at /api: rendered by the app itself, under its Content-Security-Policy, with no request leaving
// the app's origin (every other request is blocked and counted), readable on a phone and on a desktop.

/** What the screen shows (the whole page is a long scroll, saved too by `snapshot`). */
const screen = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

test.describe("API reference", () => {
  let outside: string[];
  let problems: string[];

  test.beforeEach(async ({ page, baseURL }) => {
    outside = [];
    problems = [];
    const origin = new URL(baseURL!).origin;
    await page.context().route("**/*", (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin || url.startsWith("data:")) return route.continue();
      outside.push(url);
      return route.abort();
    });
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
  });

  test.afterEach(() => {
    expect(outside, "requests beyond the app").toEqual([]);
    expect(problems, "console errors").toEqual([]);
  });

  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    test(`reads on a ${name} (${viewport.width}×${viewport.height}), operations open in place`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.getByRole("link", { name: "API for developers" }).click();
      await expect(page).toHaveURL(/\/api$/);
      await expect(page.getByRole("heading", { level: 1, name: "Deckside API" })).toBeVisible();
      await screen(page, `api-reference-${name}-top`);
      for (const tag of ["Sessions", "Rounds", "Leagues", "Live", "Service"]) {
        await expect(page.getByRole("heading", { level: 2, name: tag })).toBeVisible();
      }
      // Open "Add a round": its body lists one entry shape per game, with the rule sheets' examples.
      const addRound = page.locator("#op-addRound");
      await addRound.locator("summary").click();
      await expect(addRound.getByText("Request body")).toBeVisible();
      await expect(addRound.getByText("nines: Ann goes out", { exact: false })).toBeVisible();
      await expect(addRound.getByText('"p-ben"', { exact: false }).first()).toBeVisible();
      await expect(addRound.getByText("stale_round", { exact: false }).first()).toBeVisible();
      await expect(page.getByText("Authorization: Bearer <token>").first()).toBeVisible();
      await snapshot(page, `api-reference-${name}`);
      await addRound.scrollIntoViewIfNeeded();
      await screen(page, `api-reference-${name}-add-round`);
      await addRound.getByText("Responses").scrollIntoViewIfNeeded();
      await screen(page, `api-reference-${name}-responses`);

      // Everything open at once still fits the screen's width (examples scroll inside their own box).
      await page.evaluate(() => {
        for (const details of document.querySelectorAll("details")) details.open = true;
      });
      const { overflow, culprits } = await sidewaysScroll(page);
      expect(overflow, culprits.join("\n")).toBeLessThanOrEqual(0);
    });
  }

  test("a schema link leads to the schema, and the document downloads as JSON", async ({ page }) => {
    await page.goto("/api");
    const getSession = page.locator("#op-getSession");
    await getSession.locator("summary").click();
    await getSession.getByRole("link", { name: "Session", exact: true }).click();
    await expect(page).toHaveURL(/#schema-Session$/);
    const session = page.locator("#schema-Session");
    await session.locator("summary").click();
    await expect(session.getByText("version", { exact: true })).toBeVisible();

    const document = await page.request.get("/api/v1/openapi.json");
    expect(document.status()).toBe(200);
    expect((await document.json()).openapi).toBe("3.1.0");
    // /api is the page; every address below it stays JSON, an unknown one too.
    const unknown = await page.request.get("/api/nope");
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
  });

  test("speaks German and Dutch around the document", async ({ page, context, baseURL }) => {
    for (const [locale, title, footer] of [
      ["de", "Auf dieser Seite", "API für Entwickler"],
      ["nl", "Op deze pagina", "API voor ontwikkelaars"],
    ] as const) {
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      await page.goto("/api");
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: footer })).toBeVisible();
    }
  });
});
