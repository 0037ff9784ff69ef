import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

export class ScoreboardPage {
  constructor(
    private readonly page: Page,
    private t: T,
  ) {}

  setTranslator(t: T) {
    this.t = t;
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/sessions\/[^/]+$/);
    await expect(this.page.getByTestId("standings")).toBeVisible();
  }

  /** The totals as shown, by player name. */
  async totals(): Promise<Record<string, number>> {
    const rows = this.page.getByTestId("standings").locator("li");
    const result: Record<string, number> = {};
    for (const row of await rows.all()) {
      const name = (await row.getAttribute("data-testid"))!.replace(/^standing-/, "");
      result[name] = Number(await row.getByTestId("total").textContent());
    }
    return result;
  }

  async expectTotals(expected: Record<string, number>) {
    await expect.poll(() => this.totals()).toEqual(expected);
  }

  async expectNext(dealer: string, starter: string) {
    await expect(this.page.getByTestId("next-dealer")).toHaveText(dealer);
    await expect(this.page.getByTestId("next-starter")).toHaveText(starter);
  }

  async enterRound(round: number) {
    await this.page.getByRole("link", { name: this.t("scoreboard.enterRound", { round }) }).click();
  }

  async editRound(round: number) {
    await this.page.getByRole("link", { name: this.t("scoreboard.editRound", { round }) }).click();
  }

  async undo(round: number) {
    await this.page.getByRole("button", { name: this.t("scoreboard.undo", { round }) }).click();
    await this.page.getByRole("button", { name: this.t("scoreboard.undoYes") }).click();
  }

  /** Switches the language with the header's switch ("English", "Deutsch", "Nederlands"). */
  async switchLanguage(languageName: string) {
    await this.page
      .getByRole("group", { name: this.t("app.language") })
      .getByRole("button", { name: languageName })
      .click();
  }
}
