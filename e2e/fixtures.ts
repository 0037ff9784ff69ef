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

export const test = base;
export { expect };
