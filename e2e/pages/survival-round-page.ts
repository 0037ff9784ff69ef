import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;

/**
 * A player's button in these round forms is named by what it shows: the name, then its tags ("Ann deals"), so voice
 * control users can say what they see. This matches the name at the start, whole.
 */
export const playerButton = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);

/** The round forms of Ninety-Eight (who was eliminated, in order) and the adding game (who busted). */
export class SurvivalRoundPage {
  constructor(
    private readonly page: Page,
    private t: T,
    private readonly game: "ninety-eight" | "ninety-nine-adding",
  ) {}

  setTranslator(t: T) {
    this.t = t;
  }

  private players() {
    return this.page.getByRole(this.game === "ninety-eight" ? "group" : "radiogroup", {
      name: this.t(`${this.game}.round.title`),
    });
  }

  player(name: string) {
    return this.players().getByRole(this.game === "ninety-eight" ? "button" : "radio", { name: playerButton(name) });
  }

  async expectPlayers(names: string[]) {
    await expect(this.players().getByRole(this.game === "ninety-eight" ? "button" : "radio")).toHaveCount(names.length);
    for (const name of names) await expect(this.player(name)).toBeVisible();
  }

  /** Ninety-Eight: taps the players in the order they were eliminated. */
  async eliminate(names: string[]) {
    for (const name of names) await this.player(name).click();
  }

  async undoTap() {
    await this.page.getByRole("button", { name: this.t("ninety-eight.round.undoTap") }).click();
  }

  async expectOrder(names: string[]) {
    await expect(this.page.getByTestId("elimination-order").getByRole("listitem")).toHaveText(
      names.map((name, i) => `${i + 1}${name}`),
    );
  }

  async expectRoundWinner(name: string) {
    await expect(this.page.getByTestId("round-winner")).toHaveText(this.t("ninety-eight.round.winner", { name }));
  }

  /** Team Ninety-Eight: the team left wins the round (`names` as the page lists them, e.g. "Ann and Cem"). */
  async expectTeamWinners(names: string) {
    await expect(this.page.getByTestId("round-winner")).toHaveText(this.t("ninety-eight.round.teamWinner", { names }));
  }

  /** Team Ninety-Eight: `name` left the round with their partner and cannot be tapped. */
  async expectOutWith(name: string, partner: string) {
    await expect(this.player(name)).toBeDisabled();
    await expect(this.player(name)).toContainText(this.t("ninety-eight.round.withPartner", { name: partner }));
  }

  /** Adding game: taps who busted. */
  async bust(name: string) {
    await this.player(name).click();
  }

  async expectTags(name: string, tags: string[]) {
    for (const tag of tags) await expect(this.player(name)).toContainText(tag);
  }

  async save(round: number, edit = false) {
    const key = edit ? "saveEdit" : "save";
    await this.page.getByRole("button", { name: this.t(`round.${key}`, { round }) }).click();
  }

  async expectError(message: string) {
    await expect(this.page.locator("form").filter({ hasText: message })).toBeVisible();
  }
}
