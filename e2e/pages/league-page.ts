import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

export class LeaguePage {
  constructor(
    private readonly page: Page,
    private readonly t: T,
  ) {}

  async create(name: string) {
    await this.page.goto("/");
    await this.page.getByRole("link", { name: `+ ${this.t("leagues.newTitle")}` }).click();
    await this.page.getByRole("textbox", { name: this.t("leagues.name") }).fill(name);
    await this.page.getByRole("button", { name: this.t("leagues.create") }).click();
    await expect(this.page.getByRole("heading", { level: 1, name })).toBeVisible();
  }

  async newGame() {
    await this.page.getByRole("link", { name: `+ ${this.t("leagues.newGame")}` }).click();
    await expect(this.page.getByRole("heading", { name: this.t("setup.title") })).toBeVisible();
  }

  async pickFromRoster(name: string) {
    await this.page.getByRole("button", { name: `+ ${name}` }).click();
  }

  async setPlayedOn(date: string) {
    await this.page.getByLabel(this.t("setup.playedOn")).fill(date);
  }

  /** On a member's page (with the league's token): types a new name and saves it. */
  async renameMember(name: string) {
    await this.page.getByRole("textbox", { name: this.t("leagues.rename") }).fill(name);
    await this.page.getByRole("button", { name: this.t("leagues.saveName") }).click();
  }

  /** Why the member admin refused the last change. */
  memberAdminError() {
    return this.page.locator("#member-admin-error");
  }

  row(name: string) {
    return this.page.getByTestId(`league-row-${name}`);
  }

  async expectRecord(name: string, played: number, wins: number) {
    await expect(this.row(name).getByTestId("played")).toHaveText(String(played));
    await expect(this.row(name).getByTestId("wins")).toHaveText(String(wins));
  }
}
