import { type Card, cardCode, fullDeck } from "../cards";
import type { PlayerId, Violation } from "../types";
import { violation } from "../violation";
import type { NinesOptions } from "./options";
import { cardPenalty, deckPenalty, handPenalty } from "./penalties";
import type { ReadHand } from "./validate";

// Issue 9: each hand alone may fit the deck while the round as a whole cannot ("300" typed for "30" twice).
// Every loser's penalty together (picked cards at their values, typed totals as given) plus the winner's last card,
// which lies on the pile, is at most what the deck(s) hold. Unrecorded, the last card is the cheapest card the picked
// cards leave (at least an ace, 1). Typed totals must fit in what the picked cards leave: with the picked cards
// counted at their values, that is the same sum.

export interface LoserHand {
  id: PlayerId;
  hand: ReadHand;
}

/** What the round's hands hold together; `limit` is what the deck leaves for them besides the winner's last card. */
function roundLoad(
  losers: readonly LoserHand[],
  lastCard: Card | null,
  options: Pick<NinesOptions, "hardNines" | "doubleDeck">,
): { parts: Array<{ id: PlayerId; penalty: number; typed: boolean }>; total: number; limit: number } {
  const value = (card: Card) => cardPenalty(card.rank, options.hardNines);
  const parts = losers.map(({ id, hand }) =>
    hand.kind === "penalty"
      ? { id, penalty: hand.penalty, typed: true }
      : { id, penalty: handPenalty(hand.cards, options.hardNines), typed: false },
  );
  const total = parts.reduce((sum, part) => sum + part.penalty, 0);
  const deck = deckPenalty(options.hardNines, options.doubleDeck);
  if (lastCard) return { parts, total, limit: deck - value(lastCard) };
  // The cheapest card still unaccounted for could be the winner's last card (an ace, unless all aces are picked).
  const copies = options.doubleDeck ? 2 : 1;
  const used = new Map<string, number>();
  for (const { hand } of losers) {
    if (hand.kind === "cards")
      for (const card of hand.cards) used.set(cardCode(card), (used.get(cardCode(card)) ?? 0) + 1);
  }
  const left = fullDeck().filter((card) => (used.get(cardCode(card)) ?? 0) < copies);
  const cheapest = left.length === 0 ? 1 : Math.min(...left.map(value));
  return { parts, total, limit: deck - cheapest };
}

const joined = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The round's hands together must fit in the deck(s) besides the winner's last card; names the likely typo. */
export function deckFitViolations(
  losers: readonly LoserHand[],
  lastCard: Card | null,
  options: Pick<NinesOptions, "hardNines" | "doubleDeck">,
): Violation[] {
  const { parts, total, limit } = roundLoad(losers, lastCard, options);
  if (total <= limit) return [];
  // The biggest hands first, as many as it takes to exceed the limit: those are the ones to look at again.
  const biggest = [...parts].sort((a, b) => b.penalty - a.penalty || Number(a.typed) - Number(b.typed));
  const named: typeof parts = [];
  let sum = 0;
  for (const part of biggest) {
    named.push(part);
    sum += part.penalty;
    if (sum > limit) break;
  }
  // A typed total is the likely typo: picked cards are what they are.
  const suspect = biggest.find((part) => part.typed) ?? biggest[0]!;
  const words = named.map((part) =>
    part.typed ? `${part.id} ${part.penalty}` : `${part.id}'s cards (${part.penalty})`,
  );
  const decks = options.doubleDeck ? "two decks hold" : "one deck holds";
  const verb = named.length > 1 ? "together are" : "is";
  const besides = lastCard ? ` besides the winner's last card ${cardCode(lastCard)}` : "";
  // One hand over by itself: say why a whole deck's worth does not fit.
  const why = named.length === 1 && !lastCard ? " The winner's last card lies on the pile, not in a hand." : "";
  return [
    violation(
      "round_exceeds_deck",
      `${joined(words)} ${verb} more than ${decks}${besides} (${limit}).${why}`,
      `hands.${suspect.id}`,
      { penalty: suspect.penalty, others: total - suspect.penalty, max: limit, decks: options.doubleDeck ? 2 : 1 },
    ),
  ];
}
