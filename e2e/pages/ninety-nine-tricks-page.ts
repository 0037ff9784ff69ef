import { expect, type Page } from "@playwright/test";
import type { translator } from "../i18n";

type T = ReturnType<typeof translator>;
export type SuitLetter = "S" | "H" | "D" | "C";

const SUIT_VALUE: Record<SuitLetter, number> = { D: 0, S: 1, H: 2, C: 3 };

/** The Ninety-Nine (tricks) round entry: each player's bid (bid-card suits or a number) and tricks, trump, premium. */
export class TricksRoundPage {
  constructor(
    private readonly page: Page,
    private t: T,
  ) {}

  private r(key: string, params?: Record<string, string | number>) {
    return this.t(`ninety-nine-tricks.round.${key}`, params);
  }

  player(name: string) {
    return this.page.getByTestId(`player-${name}`);
  }

  /** Turns the bid cards over: taps each card's suit (♦ ♠ ♥ ♣). */
  async bidCards(name: string, suits: SuitLetter[]) {
    const player = this.player(name);
    await player.getByRole("radio", { name: this.r("modeCards"), exact: true }).click();
    for (const suit of suits) {
      await player
        .getByRole("button", {
          name: this.r("suitButton", { suit: this.t(`cards.suit.${suit}`), value: SUIT_VALUE[suit] }),
          exact: true,
        })
        .click();
    }
  }

  async removeBidCard(name: string, suit: SuitLetter) {
    await this.player(name)
      .getByRole("button", { name: this.r("removeCard", { suit: this.t(`cards.suit.${suit}`) }) })
      .first()
      .click();
  }

  async bidNumber(name: string, bid: number) {
    const player = this.player(name);
    await player.getByRole("radio", { name: this.r("modeNumber"), exact: true }).click();
    await player
      .getByRole("radiogroup", { name: this.r("bidOf", { name }) })
      .getByRole("radio", { name: String(bid), exact: true })
      .click();
  }

  async expectBidReading(name: string, text: string) {
    await expect(this.player(name).getByTestId("bid-reading")).toHaveText(text);
  }

  /** The count the player's tricks show (tapped, or filled from the others), or null while open. */
  async tricks(name: string): Promise<number | null> {
    const value = await this.player(name).getByTestId("tricks").getAttribute("data-value");
    return value ? Number(value) : null;
  }

  /** One tap on the count (0–9). */
  async setTricks(name: string, count: number) {
    const group = this.player(name).getByRole("radiogroup", { name: this.r("tricksOf", { name }) });
    await group.getByRole("radio", { name: String(count), exact: true }).click();
    await expect(this.player(name).getByTestId("tricks")).toHaveAttribute("data-value", String(count));
  }

  /** Bids and tricks of every player at once: [bid, tricks], bids typed as numbers. */
  async enter(rows: Record<string, [number, number]>) {
    for (const [name, [bid, tricks]] of Object.entries(rows)) {
      await this.bidNumber(name, bid);
      await this.setTricks(name, tricks);
    }
  }

  async expectTricksCheck(sum: number) {
    await expect(this.page.getByTestId("tricks-check")).toContainText(this.r("tricksCheck", { sum, total: 9 }));
  }

  async trump(suit: SuitLetter | "none") {
    const name = suit === "none" ? this.r("noTrump") : this.t(`cards.suit.${suit}`);
    await this.page
      .getByRole("radiogroup", { name: this.r("trump") })
      .getByRole("radio", { name, exact: true })
      .click();
  }

  async premium(name: string, kind: "declare" | "reveal") {
    await this.page
      .getByRole("radiogroup", { name: this.r("premiumPlayer") })
      .getByRole("radio", { name, exact: true })
      .click();
    await this.page
      .getByRole("radiogroup", { name: this.r("premiumKind") })
      .getByRole("radio", { name: this.r(kind, { points: kind === "declare" ? 30 : 60 }) })
      .click();
  }

  async save(round: number, edit = false) {
    await this.page
      .getByRole("button", { name: edit ? this.t("round.saveEdit") : this.t("round.save", { round }) })
      .click();
  }

  async expectPlayerError(name: string, message: string) {
    await expect(this.player(name)).toContainText(message);
  }

  async expectRoundError(message: string) {
    await expect(this.page.locator("#round-errors")).toContainText(message);
  }
}

/** The referee screen: the trick's cards and trump, who takes it; the follow check for one hand. */
export class TricksRefereePage {
  constructor(
    private readonly page: Page,
    private readonly t: T,
  ) {}

  private r(key: string, params?: Record<string, string | number>) {
    return this.t(`ninety-nine-tricks.referee.${key}`, params);
  }

  private cardName(code: string) {
    const rank = code.slice(0, -1);
    return this.t("cards.name", { rank: this.t(`cards.rank.${rank}`), suit: this.t(`cards.suit.${code.slice(-1)}`) });
  }

  async trump(suit: SuitLetter | "none") {
    const name = suit === "none" ? this.t("ninety-nine-tricks.round.noTrump") : this.t(`cards.suit.${suit}`);
    await this.page
      .getByRole("radiogroup", { name: this.r("trump"), exact: true })
      .getByRole("radio", { name, exact: true })
      .click();
  }

  async led(name: string) {
    await this.page
      .getByRole("radiogroup", { name: this.r("whoLed") })
      .getByRole("radio", { name, exact: true })
      .click();
  }

  /** Taps the cards of the trick in play order on the trick's card picker. */
  async playTrick(codes: string[]) {
    // The picker is labelled with whose card it takes next ("Card of Ben"), so it is found by the label's start.
    const prefix = this.r("pickFor", { name: "" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const picker = this.page.getByRole("group", { name: new RegExp(`^${prefix}`) });
    for (const code of codes) await picker.getByRole("button", { name: this.cardName(code), exact: true }).click();
  }

  async expectResult(text: string) {
    await expect(this.page.getByTestId("trick-result")).toHaveText(text);
  }

  /** Taps the hand on the follow check's picker. */
  async hand(codes: string[]) {
    const picker = this.page.getByRole("group", { name: this.r("hand"), exact: true });
    for (const code of codes) await picker.getByRole("button", { name: this.cardName(code), exact: true }).click();
  }

  async played(display: string) {
    await this.page
      .getByRole("radiogroup", { name: this.r("playedCard") })
      .getByRole("radio", { name: this.r("playThis", { card: display }) })
      .click();
  }

  async expectFollow(text: string) {
    await expect(this.page.getByTestId("follow-result")).toContainText(text);
  }
}
