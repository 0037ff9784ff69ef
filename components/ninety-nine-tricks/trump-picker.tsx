"use client";
import { useTranslations } from "next-intl";
import { SUITS } from "@/lib/games/cards";
import type { Trump } from "@/lib/games/ninety-nine-tricks/options";
import { SuitSymbol } from "./suit-symbol";

/** ♠ ♥ ♦ ♣ or no trump (a turned-up 9). Tapping the chosen one again clears it: the trump is optional. */
export function TrumpPicker({
  value,
  label,
  onChange,
}: {
  value: Trump | null;
  label: string;
  onChange: (trump: Trump | null) => void;
}) {
  const t = useTranslations("ninety-nine-tricks.round");
  const tc = useTranslations("cards");
  const choices: Trump[] = [...SUITS, "none"];
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,3.25rem),1fr))] gap-2"
    >
      {choices.map((choice) => {
        const selected = value === choice;
        return (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={choice === "none" ? t("noTrump") : tc(`suit.${choice}`)}
            onClick={() => onChange(selected ? null : choice)}
            className={`flex min-h-14 items-center justify-center rounded-xl ring-2 ${selected ? "bg-amber-100 ring-amber-500" : "bg-white ring-stone-300"}`}
          >
            {choice === "none" ? (
              <span aria-hidden className="text-center text-sm font-bold leading-tight text-stone-700">
                {t("noTrumpShort")}
              </span>
            ) : (
              <SuitSymbol suit={choice} className="text-3xl" />
            )}
          </button>
        );
      })}
    </div>
  );
}
