"use client";
import { useTranslations } from "next-intl";
import { TRICKS_PER_ROUND } from "@/lib/games/ninety-nine-tricks/state";

/**
 * Tricks won by one player: one tap on 0–9. A count worked out from the others (the last player's) shows as
 * chosen with a note; tapping a number there takes it over.
 */
export function TricksInput({
  name,
  value,
  filled,
  invalid,
  describedBy,
  onChange,
}: {
  name: string;
  value: number | null;
  filled: boolean;
  invalid: boolean;
  describedBy: string;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("ninety-nine-tricks.round");
  const te = useTranslations("entry.tricks");
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-stone-700">{t("tricks")}</h3>
        {filled ? (
          <span className="text-sm font-semibold text-felt-800" data-testid="tricks-filled">
            {te("filled")}
          </span>
        ) : null}
      </div>
      <div
        role="radiogroup"
        aria-label={t("tricksOf", { name })}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        data-testid="tricks"
        data-value={value ?? ""}
        className="mt-2 grid grid-cols-5 gap-2"
      >
        {Array.from({ length: TRICKS_PER_ROUND + 1 }, (_, count) => {
          const chosen = value === count;
          const tone = !chosen
            ? "bg-white ring-stone-300"
            : filled
              ? "bg-felt-100 text-felt-900 ring-felt-700"
              : invalid
                ? "bg-red-700 text-white ring-red-900"
                : "bg-felt-700 text-white ring-felt-800";
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
              key={count}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => onChange(count)}
              className={`tabular min-h-12 rounded-xl text-xl font-bold ring-2 ${tone}`}
            >
              {count}
            </button>
          );
        })}
      </div>
    </div>
  );
}
