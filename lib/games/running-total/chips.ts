// Chip flow with stakes on. Every chip moves between balances and the pot, so balances plus pot stay 0.
import type { PlayerId } from "../types";

export interface Bank {
  /** Net balance per player (negative = paid in more than won). */
  chips: Record<PlayerId, number>;
  pot: number;
}

export function emptyBank(players: readonly PlayerId[]): Bank {
  return { chips: Object.fromEntries(players.map((id) => [id, 0])), pot: 0 };
}

/** Each player puts `amount` into the pot. */
export function payIntoPot(bank: Bank, players: readonly PlayerId[], amount = 1): Bank {
  const chips = { ...bank.chips };
  for (const id of players) chips[id] = (chips[id] ?? 0) - amount;
  return { chips, pot: bank.pot + amount * players.length };
}

/** One chip (or `amount`) from each payer to the receiver. */
export function payEach(bank: Bank, payers: readonly PlayerId[], receiver: PlayerId, amount = 1): Bank {
  const chips = { ...bank.chips };
  for (const id of payers) chips[id] = (chips[id] ?? 0) - amount;
  chips[receiver] = (chips[receiver] ?? 0) + amount * payers.length;
  return { chips, pot: bank.pot };
}

/**
 * The winners take the pot. A shared win splits it evenly; the odd chips go one each to the winners in
 * seat order (as `winners` lists them), so the pot always ends empty.
 */
export function takePot(bank: Bank, winners: readonly PlayerId[]): Bank {
  if (winners.length === 0) return bank;
  const share = Math.floor(bank.pot / winners.length);
  const odd = bank.pot - share * winners.length;
  const chips = { ...bank.chips };
  winners.forEach((id, index) => {
    chips[id] = (chips[id] ?? 0) + share + (index < odd ? 1 : 0);
  });
  return { chips, pot: 0 };
}
