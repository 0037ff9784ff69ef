import type { Page, Response } from "@playwright/test";
import { expect, snapshot, test } from "./fixtures";
import { translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { joinAsScorer, ninesGameOnScorerPhone, phone, withLiveStream } from "./phones";
import { setRootFontSize } from "./table-pages";

// Who is entering (issue 28): a phone with a round form open says so, and the game's other phones show it on the
// scoreboard and in their own round form, within two seconds, and no longer once it leaves. The two seconds run from
// the moment the server answered the form's presence request, so a slow page load on a busy machine does not count.

const en = translator("en");
const de = translator("de");
const PRESENCE_MS = 2_000;
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** Waits for this phone's presence request (`leaving`: its goodbye) to be answered, with a 204. */
function presenceAnswered(page: Page, leaving: boolean): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith("/presence") &&
      r.request().method() === "POST" &&
      ((r.request().postDataJSON() as { round: number | null }).round === null) === leaving,
  );
}

const notice = (page: Page) => page.getByTestId("presence");

async function photographs(page: Page, name: string) {
  await snapshot(page, `presence-${name}-en-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await snapshot(page, `presence-${name}-en-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  await setRootFontSize(page, 200);
  await snapshot(page, `presence-${name}-en-200`);
  await setRootFontSize(page, 100);
}

test("another phone's open round form shows on the scoreboard and in the form within 2 s, and goes when it leaves", async ({
  page,
  browser,
  baseURL,
}) => {
  const { session } = await withLiveStreamOf(page);
  const entering = en("live.presenceEntering", { device: en("live.presenceDevice.android-phone"), round: 1 });

  // Phone B (an Android phone with the edit link) opens round 1's form.
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", userAgent: PIXEL });
  const b = await context.newPage();
  const bBoard = await joinAsScorer(b, session);
  await expect(notice(b)).toBeEmpty();
  const opened = presenceAnswered(b, false);
  await bBoard.enterRound(1);
  expect((await opened).status()).toBe(204);
  await expect(notice(page)).toHaveText(entering, { timeout: PRESENCE_MS });
  await photographs(page, "scoreboard");

  // Phone A opens the form too: it shows B (the store kept the list), never itself.
  await new ScoreboardPage(page, en).enterRound(1);
  await expect(page.getByRole("button", { name: en("round.save", { round: 1 }) })).toBeVisible();
  await expect(notice(page)).toHaveText(entering);
  await photographs(page, "form");
  // B, in turn, sees A (a computer to the server: Playwright's desktop User-Agent), and not itself.
  const aEntering = en("live.presenceEntering", { device: en("live.presenceDevice.computer"), round: 1 });
  await expect(notice(b)).toHaveText(aEntering, { timeout: PRESENCE_MS * 5 });

  // In German, on a page opened while B's form is open: the stream's opening says who is there.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL! }]);
  const deEntering = de("live.presenceEntering", { device: de("live.presenceDevice.android-phone"), round: 1 });
  await withLiveStream(page, session.id, () => page.reload());
  await expect(notice(page)).toHaveText(deEntering);
  await snapshot(page, "presence-form-de");
  await setRootFontSize(page, 200);
  await snapshot(page, "presence-form-de-200");
  await withLiveStream(page, session.id, () => page.goto(`/sessions/${session.id}`));
  await expect(notice(page)).toHaveText(deEntering);
  await snapshot(page, "presence-scoreboard-de");
  await setRootFontSize(page, 200);
  await snapshot(page, "presence-scoreboard-de-200");
  await setRootFontSize(page, 100);

  // B leaves its form (back to the scoreboard): A's notice goes.
  const left = presenceAnswered(b, true);
  await b.goBack();
  expect((await left).status()).toBe(204);
  await expect(notice(page)).toBeEmpty({ timeout: PRESENCE_MS });
  await context.close();
});

/** Phone A: the scorer's, on the scoreboard with its live stream open (so nothing B says is raced). */
async function withLiveStreamOf(page: Page) {
  let game: Awaited<ReturnType<typeof ninesGameOnScorerPhone>> | null = null;
  await withLiveStream(page, "/events", async () => {
    game = await ninesGameOnScorerPhone(page);
  });
  return game!;
}
