import { expect, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../../lib/i18n/messages/all";
import type { TestLocale } from "../i18n";

/** The scoreboard of the survival games: strikes, tokens, out, chips and pot, read as a person hears them. */
export class SurvivalScoreboard {
  private t;

  constructor(
    private readonly page: Page,
    locale: TestLocale = "en",
  ) {
    this.t = createTranslator({
      locale,
      messages: MESSAGES[locale] as never,
      namespace: "scoreboard" as never,
    }) as unknown as (key: string, params?: Record<string, unknown>) => string;
  }

  useLocale(locale: TestLocale) {
    this.t = createTranslator({
      locale,
      messages: MESSAGES[locale] as never,
      namespace: "scoreboard" as never,
    }) as unknown as (key: string, params?: Record<string, unknown>) => string;
  }

  row(name: string) {
    return this.page.getByTestId(`standing-${name}`);
  }

  /** Strikes per player (Ninety-Eight), as the marks' label reads ("1 of 2 strikes, 1 life left"). */
  async expectStrikes(strikes: Record<string, number>, lives: number) {
    for (const [name, count] of Object.entries(strikes)) {
      await expect(this.row(name).getByTestId("strikes")).toHaveAttribute(
        "aria-label",
        this.t("strikesLives", { strikes: count, lives, left: lives - count }),
      );
    }
  }

  /** Tokens left per player (adding game), as the discs' label reads ("1 token left"). */
  async expectTokens(tokens: Record<string, number>) {
    for (const [name, count] of Object.entries(tokens)) {
      await expect(this.row(name).getByTestId("lives")).toHaveAttribute(
        "aria-label",
        this.t("tokens", { lives: count }),
      );
    }
  }

  /** Team Ninety-Eight: each player's team label ("Team 1"). */
  async expectTeams(teams: Record<string, number>) {
    for (const [name, team] of Object.entries(teams)) {
      await expect(this.row(name).getByTestId("team")).toHaveText(this.t("team", { team }));
    }
  }

  async expectOut(names: string[], stillIn: string[]) {
    for (const name of names) await expect(this.row(name)).toContainText(this.t("out"));
    for (const name of stillIn) await expect(this.row(name)).not.toContainText(this.t("out"));
  }

  async expectChips(chips: Record<string, number>, pot: number) {
    for (const [name, count] of Object.entries(chips)) {
      await expect(this.row(name).getByTestId("chips")).toHaveText(
        this.t("chips", { chips: count > 0 ? `+${count}` : String(count) }),
      );
    }
    await expect(this.page.getByTestId("pot")).toHaveText(this.t("pot", { chips: pot }));
  }

  async expectOrder(names: string[]) {
    await expect(this.page.getByTestId("standings").locator("li")).toHaveText(names.map((name) => new RegExp(name)));
  }
}
