import { type Card, type CardCode, cardCode, highRankValue, parseCard, SUIT_SYMBOL, type Suit } from "../cards";
import type { Violation } from "../types";
import { violation } from "../violation";

// Referee helpers (Rulings, "Referee helpers"): who takes a trick, and whether a card may be played to it.
// Inputs are cards or card codes ("KS", "10♦"); bad input comes back as violations, never as a throw.

export type CardInput = Card | CardCode;

/** Three players, so a trick holds at most three cards; fewer is a trick still being played. */
export const TRICK_SIZE = 3;

export type TrickWinner =
  | {
      ok: true;
      /** Index in play order of the card that takes the trick (so far, when the trick is not complete). */
      winner: number;
      card: Card;
      /** The trick went to a trump played on another suit's lead. */
      trumped: boolean;
    }
  | { ok: false; violations: Violation[] };

export type FollowCheck = { ok: true } | { ok: false; violations: Violation[] };

/**
 * Who takes the trick: the highest trump when one was played, otherwise the highest card of the led suit
 * (sheet: "Der Stich geht an die höchste Karte der ausgespielten Farbe. Wurde getrumpft, gewinnt ... die
 * höchste Trumpfkarte"). Aces are high. `trump` null or "none" (a turned-up 9) means only the led suit counts.
 */
export function trickWinner(cards: readonly CardInput[], trump: Suit | "none" | null): TrickWinner {
  const read = readCards(cards, "cards");
  if (!read.ok) return read;
  const played = read.cards;
  if (played.length > TRICK_SIZE) {
    return fail(
      violation(
        "trick_too_large",
        `A trick has at most ${TRICK_SIZE} cards, one per player; this one has ${played.length}.`,
        "cards",
        {
          count: played.length,
          max: TRICK_SIZE,
        },
      ),
    );
  }
  const duplicate = firstDuplicate(played);
  if (duplicate) {
    return fail(
      violation("duplicate_card", `${duplicate} is played twice, but the deck holds it only once.`, "cards", {
        card: duplicate,
      }),
    );
  }
  const [led] = played;
  if (!led) return fail(violation("empty_trick", "A trick needs at least the card that was led.", "cards"));
  const trumpSuit = trump === "none" ? null : trump;
  // Beats: a trump beats any non-trump; within one suit the higher rank wins; off-suit cards never win.
  const beats = (card: Card, best: Card) =>
    card.suit === best.suit ? highRankValue(card.rank) > highRankValue(best.rank) : card.suit === trumpSuit;
  let winner = 0;
  let card = led;
  played.forEach((candidate, index) => {
    if (beats(candidate, card)) {
      winner = index;
      card = candidate;
    }
  });
  return { ok: true, winner, card, trumped: card.suit === trumpSuit && card.suit !== led.suit };
}

export type NextLeader<P> = { ok: true; leader: P; winner: number } | { ok: false; violations: Violation[] };

/**
 * Who leads the next trick: whoever took this one (sheet 002: "Wer den Stich gewinnt, eröffnet den nächsten").
 * `order` is the players in play order, starting with the one who led this trick. Only a finished trick (one card
 * per player) has a winner to lead next; an unfinished one is refused, and the table keeps its leader.
 */
export function nextTrickLeader<P>(
  order: readonly P[],
  cards: readonly CardInput[],
  trump: Suit | "none" | null,
): NextLeader<P> {
  const result = trickWinner(cards, trump);
  if (!result.ok) return result;
  if (cards.length < TRICK_SIZE) {
    return fail(
      violation(
        "trick_unfinished",
        `Only ${cards.length} of ${TRICK_SIZE} cards are played: the trick goes on before anyone leads the next.`,
        "cards",
        { count: cards.length, expected: TRICK_SIZE },
      ),
    );
  }
  const leader = order[result.winner];
  if (leader === undefined) {
    return fail(
      violation("trick_players", `${order.length} players are named for a trick of ${TRICK_SIZE} cards.`, "order", {
        count: order.length,
        expected: TRICK_SIZE,
      }),
    );
  }
  return { ok: true, leader, winner: result.winner };
}

/**
 * May `card` be played to a trick led in `ledSuit`? It must follow the led suit when the hand holds that
 * suit; with none of it, any card is fine, trumps too (sheet: "Hast du keine Karte dieser Farbe, darfst du jede
 * beliebige Karte legen"). `ledSuit` null means the player leads: any card. `hand` is the player's hand
 * before playing, so it holds `card`.
 */
export function isLegalFollow(card: CardInput, ledSuit: Suit | null, hand: readonly CardInput[]): FollowCheck {
  const readCard = readCards([card], "card");
  const readHand = readCards(hand, "hand");
  const invalid = [...(readCard.ok ? [] : readCard.violations), ...(readHand.ok ? [] : readHand.violations)];
  if (!readCard.ok || !readHand.ok) return { ok: false, violations: invalid };
  const [played] = readCard.cards;
  if (!played) return { ok: false, violations: invalid };
  const code = cardCode(played);
  if (!readHand.cards.some((held) => cardCode(held) === code)) {
    return fail(violation("card_not_in_hand", `${code} is not in this hand.`, "card", { card: code }));
  }
  if (ledSuit === null || played.suit === ledSuit) return { ok: true };
  if (readHand.cards.some((held) => held.suit === ledSuit)) {
    return fail(
      violation(
        "must_follow_suit",
        `${SUIT_SYMBOL[ledSuit]} was led and this hand holds ${SUIT_SYMBOL[ledSuit]}: play one of those.`,
        "card",
        { suit: ledSuit, card: code },
      ),
    );
  }
  return { ok: true };
}

function readCards(
  inputs: readonly CardInput[],
  field: string,
): { ok: true; cards: Card[] } | { ok: false; violations: Violation[] } {
  const cards: Card[] = [];
  const violations: Violation[] = [];
  for (const input of inputs) {
    const card = typeof input === "string" ? parseCard(input) : parseCard(cardCode(input));
    if (card) cards.push(card);
    else {
      const text = typeof input === "string" ? input : `${String(input.rank)}${String(input.suit)}`;
      violations.push(
        violation("invalid_card", `"${text}" is not a card (write e.g. KS, 10H, 9D).`, field, { card: text }),
      );
    }
  }
  return violations.length > 0 ? { ok: false, violations } : { ok: true, cards };
}

function firstDuplicate(cards: readonly Card[]): CardCode | null {
  const seen = new Set<CardCode>();
  for (const card of cards) {
    const code = cardCode(card);
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return null;
}

function fail(v: Violation): { ok: false; violations: Violation[] } {
  return { ok: false, violations: [v] };
}

/** The trick's play order: clockwise from whoever led (sheet 002). `seats` are the players clockwise. */
export function playOrder<P>(seats: readonly P[], leader: P): P[] {
  const start = Math.max(0, seats.indexOf(leader));
  return Array.from({ length: Math.min(TRICK_SIZE, seats.length) }, (_, i) => seats[(start + i) % seats.length]!);
}

/** Trump from the card turned up after dealing (rulings): its suit, or none for a 9. */
export function trumpOfTurnedUp(card: Card): Suit | "none" {
  return card.rank === "9" ? "none" : card.suit;
}

/** Why a legal follow is legal: the player leads, follows the led suit, or holds none of it. */
export type FollowBecause = "leads" | "follows" | "cannotFollow";

export function followBecause(card: Card, ledSuit: Suit | null): FollowBecause {
  if (ledSuit === null) return "leads";
  return card.suit === ledSuit ? "follows" : "cannotFollow";
}

/** How the trick stands, as the referee page words it: taken (complete) or being won so far, by a trump or not. */
export type TrickStanding = "takes" | "takesTrumped" | "winning" | "winningTrumped";

export function trickStanding(complete: boolean, trumped: boolean): TrickStanding {
  if (complete) return trumped ? "takesTrumped" : "takes";
  return trumped ? "winningTrumped" : "winning";
}
