// The bust check: given the total and a player's hand, is there any legal play? The legal plays are listed
// with the choice that makes them legal, so the UI can say "you missed the 10 (−10)".
import { type Card, cardCode, splitHand } from "../cards";
import { outcomesOf } from "./arithmetic";
import { isNoValueCard, noValuePlay } from "./no-value";
import { readCard } from "./play";
import { invalidCard, refuse } from "./refusal";
import type { BustCheck, LegalPlay, RefereeState, Refusal } from "./types";

/** Every legal (card, choice) in the hand at the current total. */
export function legalPlays(state: RefereeState, cards: readonly Card[]): LegalPlay[] {
  return cards.flatMap((card) =>
    outcomesOf(state.rules, state.total, card.rank)
      .filter((o) => o.legal)
      .map((o) => ({ card: cardCode(card), ...(o.choice === undefined ? {} : { choice: o.choice }), total: o.total })),
  );
}

/** Reads a hand ("KS 9h, 10♦" or codes or cards); a refusal when a code is not a card or the size is wrong. */
export function readHand(state: RefereeState, hand: string | readonly (string | Card)[]): Card[] | Refusal {
  const items = typeof hand === "string" ? splitHand(hand) : hand;
  const cards: Card[] = [];
  // Cards without value (Ring of 99) take a place in the hand but are no real card: counted, not read.
  const noValue = items.filter((item) => isNoValueCard(state.rules, item)).length;
  for (const item of items) {
    if (isNoValueCard(state.rules, item)) continue;
    const card = readCard(item);
    if (!card) return invalidCard(typeof item === "string" ? item : cardCode(item));
    cards.push(card);
  }
  const count = cards.length + noValue;
  if (count === 0) return refuse("empty_hand", "Enter the cards in the player's hand.");
  const max = state.rules.handSize;
  if (count > max) {
    return refuse("too_many_cards", `A hand holds at most ${max} cards; ${count} were entered.`, { max, count });
  }
  return cards;
}

export function bustCheck(state: RefereeState, hand: string | readonly (string | Card)[]): BustCheck {
  const cards = readHand(state, hand);
  if (!Array.isArray(cards)) return cards;
  const items = typeof hand === "string" ? splitHand(hand) : hand;
  // A card without value is always a legal play: a hand holding one never busts.
  const noValue = items.filter((item) => isNoValueCard(state.rules, item)).map(() => noValuePlay(state));
  const legal = [...legalPlays(state, cards), ...noValue];
  return { kind: "checked", bust: legal.length === 0, legal };
}

/** Describes a legal play for a message: "10S (−10) → 88". */
export function describePlay(play: LegalPlay): string {
  const choice = play.choice === undefined ? "" : ` (${play.choice > 0 ? "+" : "−"}${Math.abs(play.choice)})`;
  return `${play.card}${choice} → ${play.total}`;
}

/**
 * Before a player is put out of the hand: when their hand is given and holds a legal play, refuse and name
 * the plays they missed. Without a hand the table's word is taken.
 */
export function checkStuck(state: RefereeState, hand?: string | readonly (string | Card)[]): Refusal | null {
  if (hand === undefined) return null;
  const check = bustCheck(state, hand);
  if (check.kind === "refused") return check;
  if (check.bust) return null;
  const plays = check.legal.map(describePlay).join(", ");
  return refuse("has_legal_play", `This hand can still play: ${plays}.`, { plays, count: check.legal.length });
}
