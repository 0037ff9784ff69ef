import { mkdirSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";

// Screenshots are kept outside Playwright's output folder, which it empties at the start of every run.
export const SCREENSHOT_DIR = "e2e/screenshots";

export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** Creates a session through the public API (as another app would) and returns its id, token and player ids. */
export async function seedSession(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post("/api/v1/sessions", { data: body });
  expect(response.status()).toBe(201);
  const session = await response.json();
  return {
    id: session.id as string,
    token: session.token as string,
    ids: Object.fromEntries(session.players.map((p: { name: string; id: string }) => [p.name, p.id])) as Record<
      string,
      string
    >,
  };
}

/**
 * Every page under test runs under the real Content-Security-Policy (proxy.ts): a script, style or image it blocks
 * is reported on the console, and fails the test that saw it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())) blocked.push(message.text());
    });
    await use(page);
    expect(blocked, "blocked by the Content-Security-Policy").toEqual([]);
  },
});
export { expect };
