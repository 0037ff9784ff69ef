"use client";
import { useTranslations } from "next-intl";
import type { Rank } from "@/lib/games/cards";
import type { Choice, ChoiceOption, RuleSet } from "@/lib/games/running-total/types";
import { Button } from "../ui/button";
import { shownValue, signed } from "./effect-hint";

interface Props {
  rank: Rank;
  rankText: string;
  options: ChoiceOption[];
  rules: RuleSet;
  onChoose: (choice: Choice) => void;
  onCancel: () => void;
}

/** A and 10 have two values: each is offered with the total it leads to; one past the limit is marked. */
export function ChoicePicker({ rank, rankText, options, rules, onChoose, onCancel }: Props) {
  const t = useTranslations("runningTotal");
  const title = rank === "A" ? t("chooseAce") : rank === "10" ? t("chooseTen") : t("choose", { card: rankText });
  return (
    <section aria-labelledby="choice-title" className="rounded-2xl bg-white p-4 shadow-sm ring-2 ring-amber-400">
      <h2 id="choice-title" className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {options.map((option) => {
          const value = signed(shownValue(rules, option.choice));
          return (
            <button
              key={option.choice}
              type="button"
              onClick={() => onChoose(option.choice)}
              aria-label={t("choice", { value, total: option.total })}
              className={`flex min-h-28 flex-col items-center justify-center rounded-2xl ring-2 ${option.legal ? "bg-felt-50 ring-felt-600 active:bg-felt-100" : "bg-red-50 ring-red-300 active:bg-red-100"}`}
            >
              <span className="tabular text-4xl font-black">{value}</span>
              <span className={`tabular text-2xl font-bold ${option.legal ? "text-felt-800" : "text-red-700"}`}>
                → {option.total}
              </span>
              {option.legal ? null : (
                <span className="text-sm font-semibold text-red-700">
                  {rules.countdown ? t("belowZeroTag") : t("overTag", { limit: rules.limit })}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <Button variant="ghost" onClick={onCancel} className="mt-2 w-full">
        {t("cancel")}
      </Button>
    </section>
  );
}
