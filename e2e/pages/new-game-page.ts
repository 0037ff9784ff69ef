import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

export class NewGamePage {
  constructor(
    private readonly page: Page,
    private readonly t: T,
  ) {}

  async open() {
    await this.page.goto("/");
    await this.page.getByRole("link", { name: this.t("home.newGame") }).click();
    await expect(this.page.getByRole("heading", { name: this.t("setup.title") })).toBeVisible();
  }

  async chooseGame(name: string) {
    await this.page.getByRole("radio", { name: new RegExp(name) }).click();
  }

  async setPlayers(names: string[]) {
    for (const [index, name] of names.entries()) {
      const label = this.t("setup.playerLabel", { seat: index + 1 });
      if ((await this.page.getByRole("textbox", { name: label, exact: true }).count()) === 0) {
        await this.page.getByRole("button", { name: this.t("setup.addPlayer") }).click();
      }
      await this.page.getByRole("textbox", { name: label, exact: true }).fill(name);
    }
  }

  async dealsFirst(seat: number) {
    await this.page
      .getByRole("radio", { name: this.t("setup.dealsFirst") })
      .nth(seat)
      .check();
  }

  async toggle(game: string, option: string) {
    await this.page.getByRole("switch", { name: new RegExp(this.t(`${game}.options.${option}.label`)) }).click();
  }

  async setNumber(_game: string, option: string, value: number) {
    await this.page.locator(`#option-${option}-value`).fill(String(value));
  }

  async start() {
    await this.page.getByRole("button", { name: this.t("setup.start") }).click();
  }
}
