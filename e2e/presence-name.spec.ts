import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { phone, withLiveStream } from "./phones";
import { setRootFontSize } from "./table-pages";

// Who is entering, by a name the phone chose (issue 28): phone B names itself on /phone ("This phone's name", checked
// and trimmed, kept on the phone), opens a round form, and phone A shows that name (as text, never markup) within 2 s
// of B's presence request, instead of "Another phone (Android phone)".

const PRESENCE_MS = 2_000;
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const NAME = "Ben's <b>phone</b>";

const notice = (page: Page) => page.getByTestId("presence");

async function inLocale(page: Page, locale: TestLocale, baseURL: string) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

for (const locale of ["en", "de", "nl"] as const) {
  test(`a phone's own name shows to the other phones while it enters a round (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = translator(locale);
    await inLocale(page, locale, baseURL!);
    const session = await seedSession(page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    // Phone A: the scorer's, on the scoreboard with its live stream open (so nothing B says is raced).
    await withLiveStream(page, session.id, () => page.goto(`/sessions/${session.id}/join?token=${session.token}`));
    await new ScoreboardPage(page, t).expectLoaded();

    // Phone B (an Android phone) names itself on /phone: too long is refused with the reason, then a name is kept trimmed.
    const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", userAgent: PIXEL });
    const b = await context.newPage();
    await inLocale(b, locale, baseURL!);
    await b.goto("/phone");
    const field = b.getByLabel(t("phone.nameLabel"));
    await field.fill("x".repeat(31));
    await b.getByRole("button", { name: t("phone.nameSave") }).click();
    await expect(b.getByText(t("validation.phone_name_too_long", { max: 30 }))).toBeVisible();
    await field.fill(`   ${NAME}  `);
    await b.getByRole("button", { name: t("phone.nameSave") }).click();
    await expect(b.getByTestId("phone-name-saved")).toHaveText(t("phone.nameSaved", { name: NAME }));
    await expect(field).toHaveValue(NAME);
    if (locale === "en") await snapshot(b, "presence-name-phone-page-en");
    // Kept on the phone: the page shows it again after a reload.
    await b.reload();
    await expect(b.getByLabel(t("phone.nameLabel"))).toHaveValue(NAME);

    // B opens round 1's form: A shows B's name within 2 s of the server's answer.
    await b.goto(`/sessions/${session.id}/join?token=${session.token}`);
    const bBoard = new ScoreboardPage(b, t);
    await bBoard.expectLoaded();
    const opened = b.waitForResponse(
      (r) => r.url().endsWith("/presence") && (r.request().postDataJSON() as { round: number | null }).round === 1,
    );
    await bBoard.enterRound(1);
    const answer = await opened;
    expect(answer.status()).toBe(204);
    expect((answer.request().postDataJSON() as { name: string }).name).toBe(NAME);
    await expect(notice(page)).toHaveText(t("live.presenceNamedEntering", { name: NAME, round: 1 }), {
      timeout: PRESENCE_MS,
    });
    // The name is text: its angle brackets are shown, no element is made of them.
    await expect(notice(page).locator("b")).toHaveCount(0);
    await snapshot(page, `presence-name-${locale}-light`);
    await page.emulateMedia({ colorScheme: "dark" });
    await snapshot(page, `presence-name-${locale}-dark`);
    await page.emulateMedia({ colorScheme: "light" });
    await setRootFontSize(page, 200);
    await snapshot(page, `presence-name-${locale}-200`);
    await setRootFontSize(page, 100);
    await context.close();
  });
}
