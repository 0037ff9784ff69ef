"use client";
import { useTranslations } from "next-intl";
import { TRICKS_PER_ROUND } from "@/lib/games/ninety-nine-tricks/state";

/** Tricks won by one player: big − and + either side of the count, for a thumb at the table. */
export function TricksInput({
  name,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  name: string;
  value: number;
  invalid: boolean;
  describedBy: string;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("ninety-nine-tricks.round");
  const step =
    "flex size-14 shrink-0 items-center justify-center rounded-xl bg-white text-3xl font-bold ring-1 ring-stone-300 active:bg-stone-100 disabled:opacity-30";
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-base font-semibold text-stone-700">{t("tricks")}</span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={step}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
          aria-label={t("fewer", { name })}
        >
          −
        </button>
        <output
          aria-label={t("tricksOf", { name })}
          aria-live="polite"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid="tricks"
          className={`tabular w-14 text-center text-4xl font-extrabold ${invalid ? "text-red-700" : "text-felt-900"}`}
        >
          {value}
        </output>
        <button
          type="button"
          className={step}
          disabled={value >= TRICKS_PER_ROUND}
          onClick={() => onChange(value + 1)}
          aria-label={t("more", { name })}
        >
          +
        </button>
      </div>
    </div>
  );
}
