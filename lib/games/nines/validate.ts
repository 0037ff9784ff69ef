import { type Card, cardCode, parseCard, splitHand } from "../cards";
import type { Violation } from "../types";
import { violation } from "../violation";
import { deckFitViolations, type LoserHand } from "./deck-fit";
import type { NinesEntry, NinesHand } from "./options";
import { deckPenalty } from "./penalties";
import type { NinesState } from "./state";
import { participants } from "./state";

/** A hand read from the entry: its cards when given as cards, or the typed penalty. */
export type ReadHand = { kind: "cards"; cards: Card[] } | { kind: "penalty"; penalty: number };

/** Reads a hand; invalid codes are reported, not thrown. */
export function readHand(hand: NinesHand): { hand: ReadHand; invalid: string[] } {
  if (typeof hand === "number") return { hand: { kind: "penalty", penalty: hand }, invalid: [] };
  const cards: Card[] = [];
  const invalid: string[] = [];
  for (const code of splitHand(hand)) {
    const card = parseCard(code);
    if (card) cards.push(card);
    else invalid.push(code);
  }
  return { hand: { kind: "cards", cards }, invalid };
}

export function validateNines(entry: NinesEntry, state: NinesState): Violation[] {
  if (state.finished) return [violation("game_finished", "The game is over; no more rounds can be added.")];
  const { table, options } = state;
  const inRound = participants(state);
  const out: Violation[] = [];

  if (!table.players.includes(entry.winner)) {
    out.push(violation("unknown_player", `No player with id "${entry.winner}" sits at this table.`, "winner"));
  } else if (!inRound.includes(entry.winner)) {
    out.push(violation("not_in_round", "Only the tied players take part in the tie-break round.", "winner"));
  }

  const seen = new Map<string, number>();
  const maxCopies = options.doubleDeck ? 2 : 1;
  const count = (card: Card) => seen.set(cardCode(card), (seen.get(cardCode(card)) ?? 0) + 1);
  const maxPenalty = deckPenalty(options.hardNines, options.doubleDeck);
  const losers: LoserHand[] = [];
  let lastPlayed: Card | null = null;

  for (const [id, raw] of Object.entries(entry.hands)) {
    const field = `hands.${id}`;
    if (!table.players.includes(id)) {
      out.push(violation("unknown_player", `No player with id "${id}" sits at this table.`, field));
      continue;
    }
    const { hand, invalid } = readHand(raw);
    for (const code of invalid) {
      out.push(violation("invalid_card", `"${code}" is not a card (write e.g. KS, 10H, 9D).`, field, { card: code }));
    }
    if (id === entry.winner) {
      const holds = hand.kind === "cards" ? hand.cards.length + invalid.length > 0 : hand.penalty !== 0;
      if (holds) out.push(violation("winner_has_cards", "The player who went out holds no cards.", field));
      continue;
    }
    if (!inRound.includes(id)) {
      out.push(violation("not_in_round", "Only the tied players take part in the tie-break round.", field));
      continue;
    }
    losers.push({ id, hand });
    if (hand.kind === "penalty") {
      if (hand.penalty < 1) {
        out.push(
          violation(
            "penalty_too_low",
            "A player who did not go out holds at least one card: enter a penalty of 1 or more.",
            field,
          ),
        );
      } else if (hand.penalty > maxPenalty) {
        out.push(
          violation(
            "penalty_too_high",
            `A penalty of ${hand.penalty} is more than the whole deck is worth (${maxPenalty}).`,
            field,
            { max: maxPenalty },
          ),
        );
      }
    } else {
      if (hand.cards.length + invalid.length === 0) {
        out.push(violation("empty_hand", "A player who did not go out holds at least one card.", field));
      }
      hand.cards.forEach(count);
    }
  }

  for (const id of inRound) {
    // Own keys only: `in` would also see Object.prototype ("constructor", "toString") and miss a hand.
    if (id !== entry.winner && !Object.hasOwn(entry.hands, id)) {
      out.push(violation("missing_hand", "Enter this player's remaining cards or penalty.", `hands.${id}`));
    }
  }

  if (entry.lastCard !== undefined) {
    const last = parseCard(entry.lastCard);
    if (!last) {
      out.push(
        violation("invalid_card", `"${entry.lastCard}" is not a card (write e.g. KS, 10H, 9D).`, "lastCard", {
          card: entry.lastCard,
        }),
      );
    } else {
      lastPlayed = last;
      count(last);
      if (options.noNineFinish && last.rank === "9") {
        out.push(
          violation(
            "nine_finish",
            "Going out on a 9 is not allowed in this game (no-nine-finish variant).",
            "lastCard",
          ),
        );
      }
    }
  }

  for (const [code, copies] of seen) {
    if (copies > maxCopies) {
      const decks = options.doubleDeck ? "two decks hold it only twice" : "one deck holds it only once";
      out.push(
        violation("duplicate_card", `${code} is entered ${copies} times, but ${decks}.`, undefined, {
          card: code,
          max: maxCopies,
        }),
      );
    }
  }
  // The whole round against the deck only once each hand is sound: otherwise the hand's own problem is the news.
  if (out.length === 0) out.push(...deckFitViolations(losers, lastPlayed, options));
  return out;
}
