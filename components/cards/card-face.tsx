import { type Card, FACE_LETTERS, SUIT_SYMBOL } from "@/lib/games/cards";

const RED = new Set(["H", "D"]);

/** A card's rank (in the reader's face letters: B/D/K, B/V/H, J/Q/K) and suit symbol, red or black. */
export function CardFace({ card, locale }: { card: Card; locale: string }) {
  const rank = FACE_LETTERS[locale]?.[card.rank] ?? card.rank;
  return (
    <span className={`font-bold ${RED.has(card.suit) ? "text-red-700" : "text-stone-900"}`}>
      {/* "10" stays one word when large text leaves a key room for only one digit a line. */}
      <span className="whitespace-nowrap">{rank}</span>
      <span aria-hidden>{SUIT_SYMBOL[card.suit]}</span>
    </span>
  );
}
