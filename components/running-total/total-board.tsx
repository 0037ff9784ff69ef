"use client";
import { useTranslations } from "next-intl";
import type { RefereeState } from "@/lib/games/running-total/types";
import { DirectionIcon } from "../ui/icons";

/** The running total in digits big enough to read from across the table, with whose turn and the direction. */
export function TotalBoard({
  state,
  names,
  caption,
}: {
  state: RefereeState;
  names: Record<string, string>;
  caption: string;
}) {
  const t = useTranslations("runningTotal");
  const unknown = useTranslations("app")("unknownPlayer");
  const { rules } = state;
  // Direction only matters when some card can turn it round (adding game 4s, reverse fours, Ninety-Nine rules).
  const reverses = Object.values(rules.effects).some((effect) => effect.reverse);
  const clockwise = state.direction === 1;
  return (
    <section
      aria-label={t("total")}
      className="rounded-3xl bg-brand px-4 pb-3 pt-2.5 text-center text-on-brand shadow-lg @max-xs:px-[12px]"
    >
      {/* The caption and the limit share a line while both fit; at large text the limit goes below. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm font-semibold uppercase tracking-wider text-on-brand-soft @max-xs:tracking-normal">
        <span className="max-w-full wrap-break-word">{caption}</span>
        <span className="shrink-0">{rules.countdown ? t("countdownTo") : t("limit", { limit: rules.limit })}</span>
      </div>
      <output
        aria-live="polite"
        data-testid="running-total"
        className="tabular block text-[7rem] font-black leading-[1.05] tracking-tight"
      >
        {state.total}
      </output>
      <p className="wrap-break-word text-2xl font-bold @max-xs:text-lg" data-testid="to-play">
        {state.turn === null ? t("handOverTag") : t("toPlay", { name: names[state.turn] ?? unknown })}
      </p>
      {reverses ? (
        <p
          className={`mx-auto mt-2 flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-base font-semibold ${clockwise ? "bg-brand-deep/60 text-on-brand" : "bg-amber-200 text-stone-900"}`}
          data-testid="direction"
        >
          <DirectionIcon clockwise={clockwise} className="size-5" />
          {clockwise ? t("clockwise") : t("counterClockwise")}
        </p>
      ) : null}
    </section>
  );
}
