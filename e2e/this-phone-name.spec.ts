import type { Page } from "@playwright/test";
import { expect, seedSession, snapshot, test } from "./fixtures";
import { type TestLocale, translator } from "./i18n";
import { ScoreboardPage } from "./pages/scoreboard-page";
import { phone, withLiveStream } from "./phones";
import { setRootFontSize } from "./table-pages";

// Naming this phone where it matters (issue 28): beside "Ben's phone is entering round 1" a phone reads the name it
// goes by itself ("This phone: iPhone, no name · Name it") and changes it in place, without a trip to /phone; a
// phone renamed while its round form is open shows the new name on the other phones within 2 s.

const PRESENCE_MS = 2_000;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const line = (page: Page) => page.getByTestId("this-phone");

async function phoneIn(browser: import("@playwright/test").Browser, baseURL: string, locale: TestLocale, ua: string) {
  const context = await browser.newContext({ ...phone, baseURL, locale: "en-US", userAgent: ua });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const locale of ["en", "de", "nl"] as const) {
  test(`a phone is named beside the presence line and the new name shows at once (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const t = translator(locale);
    const a = await phoneIn(browser, baseURL!, locale, IPHONE);
    const b = await phoneIn(browser, baseURL!, locale, PIXEL);
    const session = await seedSession(a.page, { game: "nines", players: ["Ann", "Ben", "Cem"] });
    const join = `/sessions/${session.id}/join?token=${session.token}`;

    // Phone A on the scoreboard (its stream open); phone B, named on /phone, opens round 1.
    await withLiveStream(a.page, session.id, () => a.page.goto(join));
    await new ScoreboardPage(a.page, t).expectLoaded();
    await expect(line(a.page)).toHaveCount(0);
    await b.page.goto(join);
    await b.page.evaluate(() => localStorage.setItem("deckside-phone-name", "Ben"));
    const bBoard = new ScoreboardPage(b.page, t);
    await bBoard.expectLoaded();
    await bBoard.enterRound(1);
    await expect(a.page.getByTestId("presence")).toHaveText(
      t("live.presenceNamedEntering", { name: "Ben", round: 1 }),
      { timeout: 15_000 },
    );

    // Beside it, what A goes by: no name yet, its kind; one tap names it.
    const unnamed = t("live.thisPhoneUnnamed", { device: t("live.presenceDevice.iphone") });
    await expect(line(a.page)).toContainText(unnamed);
    for (const [scheme, percent] of [
      ["light", 100],
      ["dark", 100],
      ["light", 200],
      ["dark", 200],
    ] as const) {
      await a.page.emulateMedia({ colorScheme: scheme });
      await setRootFontSize(a.page, percent);
      await snapshot(a.page, `this-phone-${locale}-${scheme}-${percent}`);
    }
    await a.page.emulateMedia({ colorScheme: "light" });
    await setRootFontSize(a.page, 100);
    await line(a.page)
      .getByRole("button", { name: t("live.thisPhoneNameIt") })
      .click();
    const field = line(a.page).getByLabel(t("live.thisPhoneLabel"));
    await expect(field).toBeFocused();
    await field.fill("x".repeat(31));
    await line(a.page)
      .getByRole("button", { name: t("live.thisPhoneSave") })
      .click();
    await expect(line(a.page)).toContainText(t("validation.phone_name_too_long", { max: 30 }));
    await snapshot(a.page, `this-phone-${locale}-form`);
    await field.fill("  Ann's phone ");
    await line(a.page)
      .getByRole("button", { name: t("live.thisPhoneSave") })
      .click();
    await expect(line(a.page)).toContainText(t("live.thisPhone", { name: "Ann's phone" }));
    await expect(field).toHaveCount(0);
    // Kept on the phone, as /phone keeps it: its form shows it.
    expect(await a.page.evaluate(() => localStorage.getItem("deckside-phone-name"))).toBe("Ann's phone");

    // A opens round 1 too: B sees A's name; A renames itself from its form, and B shows the new name within 2 s.
    await new ScoreboardPage(a.page, t).enterRound(1);
    await expect(b.page.getByTestId("presence")).toHaveText(
      t("live.presenceNamedEntering", { name: "Ann's phone", round: 1 }),
      { timeout: 15_000 },
    );
    await line(a.page)
      .getByRole("button", { name: t("live.thisPhoneChange") })
      .click();
    await line(a.page).getByLabel(t("live.thisPhoneLabel")).fill("Anna");
    const renamed = a.page.waitForResponse(
      (r) => r.url().endsWith("/presence") && (r.request().postDataJSON() as { name: string | null }).name === "Anna",
    );
    await line(a.page)
      .getByRole("button", { name: t("live.thisPhoneSave") })
      .click();
    expect((await renamed).status()).toBe(204);
    await expect(b.page.getByTestId("presence")).toHaveText(
      t("live.presenceNamedEntering", { name: "Anna", round: 1 }),
      { timeout: PRESENCE_MS },
    );
    await a.context.close();
    await b.context.close();
  });
}
