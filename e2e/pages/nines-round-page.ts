import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

/** The Nines round entry: who went out, then each other hand as tapped cards or a typed total. */
export class NinesRoundPage {
  constructor(
    private readonly page: Page,
    private t: T,
  ) {}

  setTranslator(t: T) {
    this.t = t;
  }

  async wentOut(name: string) {
    await this.page
      .getByRole("radiogroup", { name: this.t("nines.whoWentOut") })
      .getByRole("radio", { name: new RegExp(`^(★ )?${name}$`) })
      .click();
  }

  hand(name: string) {
    return this.page.getByTestId(`hand-${name}`);
  }

  async tapCards(name: string, codes: string[]) {
    const hand = this.hand(name);
    await hand.getByRole("radio", { name: this.t("nines.modeCards") }).click();
    const toggle = hand.getByRole("button", { name: new RegExp(this.t("nines.showPicker")) });
    if (await toggle.isVisible()) await toggle.click();
    for (const code of codes) await hand.locator(`[data-card="${code}"]`).click();
  }

  async typeTotal(name: string, total: number) {
    const hand = this.hand(name);
    await hand.getByRole("radio", { name: this.t("nines.modeTotal") }).click();
    await hand.getByLabel(this.t("nines.penaltyLabel", { name })).fill(String(total));
  }

  async expectPenalty(name: string, penalty: number) {
    await expect(this.hand(name).getByTestId("penalty")).toHaveText(String(penalty));
  }

  async save(round: number, edit = false) {
    await this.page
      .getByRole("button", { name: edit ? this.t("round.saveEdit") : this.t("round.save", { round }) })
      .click();
  }

  async expectError(name: string, message: string) {
    await expect(this.hand(name)).toContainText(message);
  }
}
