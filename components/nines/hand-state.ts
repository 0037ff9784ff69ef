import { parseCard, splitHand } from "@/lib/games/cards";
import type { NinesEntry } from "@/lib/games/nines/options";
import { handPenalty } from "@/lib/games/nines/penalties";

// The form's working copy of one player's hand: tapped cards or a typed penalty total.
export interface HandState {
  mode: "cards" | "total";
  cards: string[];
  total: string;
}

export const emptyHand = (): HandState => ({ mode: "cards", cards: [], total: "" });

/** Turns a stored hand (when editing a round) back into form state. */
export function handFromEntry(hand: NinesEntry["hands"][string] | undefined): HandState {
  if (hand === undefined) return emptyHand();
  if (typeof hand === "number") return { mode: "total", cards: [], total: String(hand) };
  const cards = splitHand(hand)
    .map((code) => parseCard(code))
    .filter((c) => c !== null)
    .map((c) => `${c.rank}${c.suit}`);
  return { mode: "cards", cards, total: "" };
}

/** The live penalty of a hand, or null while it is not filled in. */
export function livePenalty(hand: HandState, hardNines: boolean): number | null {
  if (hand.mode === "total") return hand.total.trim() === "" ? null : Number(hand.total);
  if (hand.cards.length === 0) return null;
  return handPenalty(
    hand.cards.map((code) => parseCard(code)!),
    hardNines,
  );
}

/** The API form of a hand; undefined leaves it out (the server then says which hand is missing). */
export function handToEntry(hand: HandState): string[] | number | undefined {
  if (hand.mode === "cards") return hand.cards.length > 0 ? hand.cards : undefined;
  const total = Number(hand.total);
  return hand.total.trim() !== "" && Number.isInteger(total) ? total : undefined;
}
