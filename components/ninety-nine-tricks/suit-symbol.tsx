import { SUIT_SYMBOL, type Suit } from "@/lib/games/cards";

const RED = new Set<Suit>(["H", "D"]);

/** A suit symbol in its colour (red hearts and diamonds), the same size as the text around it. */
export function SuitSymbol({ suit, className = "" }: { suit: Suit; className?: string }) {
  return (
    <span aria-hidden className={`${RED.has(suit) ? "text-red-700" : "text-stone-900"} ${className}`}>
      {SUIT_SYMBOL[suit]}
    </span>
  );
}
