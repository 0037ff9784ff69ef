// Shared shapes of the running-total referees (Ninety-Eight and the adding game of Ninety-Nine).
// A referee follows one hand at the table: the total, the direction, whose turn it is.
import type { CardCode, Rank } from "../cards";
import type { PlayerId } from "../types";

/**
 * The value a player names for a card that has two: A counts 1 or 11, a 10 counts +10 or −10
 * (rulings "Ninety-Eight" and "Ninety-Nine, adding game").
 */
export type Choice = 1 | 11 | 10 | -10;

/**
 * What one rank does. Values are counted toward the bust edge ("progress"): in the normal game they are
 * added to the total; in the adding game's countdown variant the same values are taken off it (the mirror).
 */
export type CardEffect = (
  | { op: "add"; values: readonly [number] | readonly [Choice, Choice] }
  | { op: "set"; value: number }
) & { skip?: boolean; reverse?: boolean };

/** Everything the referee needs to know about the variant in force; plain data, so a UI can keep it. */
export interface RuleSet {
  /** The highest legal progress: 98 (or 99, 50, …) in Ninety-Eight, 99/199/299 in the adding game. */
  limit: number;
  /** Progress when a hand opens, and after a Ninety-Eight reset. */
  start: number;
  /** Countdown variant: the total shown is `limit − progress`, so it runs from the limit toward 0. */
  countdown: boolean;
  /** Cards a player holds; a bust check refuses a bigger hand. */
  handSize: number;
  effects: Readonly<Record<Rank, CardEffect>>;
  /** Ring of 99: the deck holds extra cards without value (`NO_VALUE_CARD`, see no-value.ts). */
  noValueCards?: boolean;
}

export interface RefereeState {
  rules: RuleSet;
  /** Players dealt into this hand, clockwise. */
  seats: readonly PlayerId[];
  /** Players eliminated from this hand in the order they went (Ninety-Eight), or the one who busted. */
  eliminated: readonly PlayerId[];
  /** Whose turn it is; null once the hand is over. */
  turn: PlayerId | null;
  /** +1 clockwise, −1 counter-clockwise. */
  direction: 1 | -1;
  /** The total as announced at the table. */
  total: number;
}

export type RefusalCode =
  | "hand_over"
  | "invalid_card"
  | "invalid_choice"
  | "over_limit"
  | "below_zero"
  | "empty_hand"
  | "too_many_cards"
  | "has_legal_play";

/** A refused move: same shape as a Violation, with a closed set of codes. */
export interface Refusal {
  kind: "refused";
  code: RefusalCode;
  message: string;
  params?: Record<string, string | number>;
}

/** One way to play a card of the hand, with the total it leads to. */
export interface LegalPlay {
  card: CardCode;
  choice?: Choice;
  total: number;
}

export interface ChoiceOption {
  choice: Choice;
  total: number;
  legal: boolean;
}

export type PlayResult =
  | {
      kind: "played";
      state: RefereeState;
      card: CardCode;
      choice?: Choice;
      /** The player who lost their turn to a skip card, if any. */
      skipped: PlayerId | null;
      reversed: boolean;
    }
  | { kind: "needs_choice"; card: CardCode; options: ChoiceOption[] }
  | Refusal;

export type BustCheck = { kind: "checked"; bust: boolean; legal: LegalPlay[] } | Refusal;
