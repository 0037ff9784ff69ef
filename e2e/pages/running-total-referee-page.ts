import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;
type Rank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K";

/** The running-total referee of Ninety-Eight and the adding game: tap cards, choices, the bust check. */
export class RunningTotalRefereePage {
  constructor(
    private readonly page: Page,
    private t: T,
  ) {}

  setTranslator(t: T) {
    this.t = t;
  }

  private rt(key: string, params: Record<string, string | number> = {}) {
    return this.t(`runningTotal.${key}`, params);
  }

  async open() {
    await this.page.getByRole("link", { name: this.t("scoreboard.referee"), exact: true }).click();
    await expect(this.page.getByTestId("running-total")).toBeVisible();
  }

  /** Taps a rank on whichever rank grid is showing (the table's, or the hand under the bust check). */
  async tap(rank: Rank) {
    await this.page.getByRole("button", { name: this.t(`cards.rank.${rank}`), exact: true }).click();
  }

  /** Answers the A or 10 question with the option that reads e.g. "−10 → 88". */
  async choose(value: string, total: number) {
    await this.page.getByRole("button", { name: this.rt("choice", { value, total }), exact: true }).click();
  }

  async play(rank: Rank, choice?: { value: string; total: number }) {
    await this.tap(rank);
    if (choice) await this.choose(choice.value, choice.total);
  }

  async expectTotal(total: number) {
    await expect(this.page.getByTestId("running-total")).toHaveText(String(total));
  }

  async expectToPlay(name: string) {
    await expect(this.page.getByTestId("to-play")).toHaveText(this.rt("toPlay", { name }));
    await expect(this.page.getByTestId(`seat-${name}`)).toHaveAttribute("aria-current", "true");
  }

  async expectDirection(clockwise: boolean) {
    await expect(this.page.getByTestId("direction")).toHaveText(this.rt(clockwise ? "clockwise" : "counterClockwise"));
  }

  async expectRefusal(text: string) {
    await expect(this.page.getByTestId("refusal")).toContainText(text);
  }

  async expectLastEvent(text: string) {
    await expect(this.page.getByTestId("last-event")).toHaveText(text);
  }

  async undo() {
    await this.page.getByRole("button", { name: this.rt("undo") }).click();
  }

  async cantPlay() {
    await this.page.getByRole("button", { name: this.rt("cantPlay"), exact: true }).click();
  }

  /** Enters the stuck player's hand and asks Deckside to check it. */
  async checkHand(ranks: Rank[]) {
    for (const rank of ranks) await this.tap(rank);
    await this.page.getByRole("button", { name: this.rt("check"), exact: true }).click();
  }

  async expectMissed(name: string, plays: string[]) {
    const missed = this.page.getByTestId("missed");
    await expect(missed).toContainText(this.rt("notStuck", { name }));
    await expect(missed.getByRole("listitem")).toHaveText(plays);
  }

  async cancel() {
    await this.page.getByRole("button", { name: this.rt("cancel"), exact: true }).click();
  }

  /** Puts the player to play out without checking their hand (the table's word). */
  async takeWord(game: string, name: string) {
    await this.page.getByRole("button", { name: this.t(`${game}.referee.takeWord`, { name }) }).click();
  }

  async expectHandOver(text: string) {
    await expect(this.page.getByTestId("hand-over")).toContainText(text);
  }

  async send() {
    await this.page.getByRole("button", { name: this.rt("send") }).click();
  }
}
