import type { Card, Rank } from "../cards";

// Rulings README, "Nines": 2-8 and 10 face value, A = 1, J/Q/K = 10, 9 = 15 (25 with Hard Nines).
export function cardPenalty(rank: Rank, hardNines: boolean): number {
  if (rank === "9") return hardNines ? 25 : 15;
  if (rank === "A") return 1;
  if (rank === "J" || rank === "Q" || rank === "K") return 10;
  return Number(rank);
}

export function handPenalty(cards: readonly Card[], hardNines: boolean): number {
  return cards.reduce((sum, card) => sum + cardPenalty(card.rank, hardNines), 0);
}

/** The penalty of every card of the deck(s) together: no hand can hold more. */
export function deckPenalty(hardNines: boolean, doubleDeck: boolean): number {
  const perSuit = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
  const oneDeck = 4 * perSuit.reduce((sum, rank) => sum + cardPenalty(rank, hardNines), 0);
  return doubleDeck ? 2 * oneDeck : oneDeck;
}
