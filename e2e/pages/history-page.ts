import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

/** The history of a session: one line per change, oldest first, with "restore" where an entry can be put back. */
export class HistoryPage {
  constructor(
    private readonly page: Page,
    private readonly t: T,
  ) {}

  /** From the scoreboard, by its link. */
  async open() {
    await this.page.getByRole("link", { name: this.t("history.link") }).click();
    await expect(this.page).toHaveURL(/\/sessions\/[^/]+\/history$/);
    await expect(this.page.getByRole("heading", { name: this.t("history.title") })).toBeVisible();
  }

  /** The change lines as read, e.g. ["Round 1 entered", "Round 2 edited"]. */
  async headlines(): Promise<string[]> {
    return this.page.getByTestId("history").locator("li > p > span").allTextContents();
  }

  /** The `nth` change of this kind to this round (0: the first one). */
  change(kind: "added" | "edited" | "undone", round: number, nth = 0) {
    return this.page.getByTestId(`change-${kind}-${round}`).nth(nth);
  }

  restoreButton(kind: "added" | "edited" | "undone", round: number, nth = 0) {
    const label = kind === "undone" ? "history.restoreUndone" : "history.restoreEdited";
    return this.change(kind, round, nth).getByRole("button", { name: this.t(label, { round }) });
  }

  /** Taps "restore" on a change and confirms it. */
  async restore(kind: "added" | "edited" | "undone", round: number, nth = 0) {
    await this.restoreButton(kind, round, nth).click();
    await this.page.getByRole("button", { name: this.t("history.restoreYes") }).click();
  }
}
