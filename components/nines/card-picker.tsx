"use client";
import { useLocale, useTranslations } from "next-intl";
import { type Card, cardCode, RANKS, SUITS } from "@/lib/games/cards";
import { CardFace } from "../cards/card-face";

interface Props {
  /** Cards in this hand (canonical codes). */
  selected: string[];
  /** How many more copies of a code may still be given to this hand. */
  available: (code: string) => boolean;
  onToggle: (code: string) => void;
  label: string;
}

/**
 * Tap cards on and off; a card already in another hand (beyond the decks' copies) is greyed out. Seven keys share a
 * row, so the rank's size is capped by the row's width (8cqw): at 200 % text "10" overflowed its key ("1(").
 */
export function CardPicker({ selected, available, onToggle, label }: Props) {
  const locale = useLocale();
  const t = useTranslations("cards");
  return (
    <div role="group" aria-label={label} className="@container mt-2 space-y-2">
      {SUITS.map((suit) => (
        <div key={suit} className="grid grid-cols-7 gap-1">
          {RANKS.map((rank) => {
            const card: Card = { rank, suit };
            const code = cardCode(card);
            const isSelected = selected.includes(code);
            const disabled = !isSelected && !available(code);
            return (
              <button
                key={code}
                type="button"
                aria-pressed={isSelected}
                disabled={disabled}
                onClick={() => onToggle(code)}
                aria-label={t("name", { rank: t(`rank.${rank}`), suit: t(`suit.${suit}`) })}
                data-card={code}
                className={`min-h-11 rounded-lg text-[min(1.125rem,8cqw)] ring-1 transition-colors ${isSelected ? "bg-amber-200 ring-3 ring-amber-600" : "bg-white ring-stone-300"} disabled:bg-stone-200 disabled:opacity-40`}
              >
                <CardFace card={card} locale={locale} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
