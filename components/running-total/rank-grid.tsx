"use client";
import { useLocale, useTranslations } from "next-intl";
import { FACE_LETTERS, RANKS } from "@/lib/games/cards";
import { NO_VALUE_CARD } from "@/lib/games/running-total/no-value";
import type { RuleSet } from "@/lib/games/running-total/types";
import { ReverseIcon, SkipIcon } from "../ui/icons";
import { effectHint } from "./effect-hint";
import type { CardKey } from "./types";

interface Props {
  rules: RuleSet;
  label: string;
  onTap: (key: CardKey) => void;
  /** Smaller keys, for entering a hand under the bust check. */
  compact?: boolean;
  disabled?: boolean;
}

/** One big key per rank (suits never change a total), each with what it does under the rules in force. */
export function RankGrid({ rules, label, onTap, compact = false, disabled = false }: Props) {
  const locale = useLocale();
  const t = useTranslations("cards.rank");
  const tr = useTranslations("runningTotal");
  return (
    <div role="group" aria-label={label} className="grid grid-cols-5 gap-2">
      {RANKS.map((rank) => {
        const hint = effectHint(rules, rank);
        return (
          <button
            key={rank}
            type="button"
            disabled={disabled}
            onClick={() => onTap(rank)}
            aria-label={t(rank)}
            data-rank={rank}
            className={`flex flex-col items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-stone-300 active:bg-amber-200 disabled:opacity-40 ${compact ? "min-h-14" : "min-h-16"}`}
          >
            <span
              className={`font-extrabold leading-none text-stone-900 ${compact ? "text-[length:min(1.5rem,6.4vw)]" : "text-[length:min(1.875rem,8vw)]"}`}
            >
              {FACE_LETTERS[locale]?.[rank] ?? rank}
            </span>
            <span
              aria-hidden
              className="mt-1 flex items-center gap-0.5 text-sm font-semibold leading-none text-stone-500"
            >
              {/* Drawn by CSS: a decoration beside the rank, so the visible label stays the start of the key's name. */}
              <span data-hint={hint.text} className="before:content-[attr(data-hint)]" />
              {hint.reverse ? <ReverseIcon className="size-3.5 text-felt-700" /> : null}
              {hint.skip ? <SkipIcon className="size-3.5 text-felt-700" /> : null}
            </span>
          </button>
        );
      })}
      {rules.noValueCards ? (
        // Ring of 99: the extra cards without value (jokers, say) get a key of their own after the K.
        <button
          type="button"
          disabled={disabled}
          onClick={() => onTap(NO_VALUE_CARD)}
          aria-label={tr("noValue")}
          data-rank={NO_VALUE_CARD}
          className={`col-span-2 flex flex-col items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-stone-300 active:bg-amber-200 disabled:opacity-40 ${compact ? "min-h-14" : "min-h-16"}`}
        >
          <span className={`font-extrabold leading-tight text-stone-900 ${compact ? "text-base" : "text-lg"}`}>
            {tr("noValueShort")}
          </span>
          <span aria-hidden className="mt-1 text-sm font-semibold leading-none text-stone-500">
            0
          </span>
        </button>
      ) : null}
    </div>
  );
}
