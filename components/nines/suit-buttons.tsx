"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { SUIT_SYMBOL, SUITS, type Suit } from "@/lib/games/cards";

/** Four big suit buttons (or the four 9s) in a labelled group; tapping the chosen one again clears it. */
export function SuitButtons({
  legend,
  value,
  onChange,
  nine = false,
  reveal = false,
}: {
  legend: string;
  value: Suit | null;
  onChange: (suit: Suit | null) => void;
  /** The buttons are the four 9s (the second 9 of Double Nines), not bare suits. */
  nine?: boolean;
  /** The buttons are a question just asked (a 9 tapped): scrolled into sight as they appear, by as little as needed. */
  reveal?: boolean;
}) {
  const tc = useTranslations("cards");
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!reveal || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "nearest", behavior: reduce ? "instant" : "smooth" });
  }, [reveal]);
  return (
    <fieldset ref={ref} className="mt-3">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1 grid grid-cols-4 gap-2">
        {SUITS.map((suit) => (
          <button
            key={suit}
            type="button"
            aria-pressed={value === suit}
            aria-label={nine ? tc("name", { rank: tc("rank.9"), suit: tc(`suit.${suit}`) }) : tc(`suit.${suit}`)}
            onClick={() => onChange(value === suit ? null : suit)}
            className={`min-h-12 rounded-xl text-2xl ring-2 ${value === suit ? "bg-amber-200 ring-amber-600" : "bg-white ring-stone-300"} ${suit === "H" || suit === "D" ? "text-red-700" : ""}`}
          >
            {nine ? "9" : ""}
            {SUIT_SYMBOL[suit]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
