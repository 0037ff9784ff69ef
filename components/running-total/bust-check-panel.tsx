"use client";
import { useTranslations } from "next-intl";
import type { RuleSet } from "@/lib/games/running-total/types";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { RankGrid } from "./rank-grid";
import type { CardKey } from "./types";

interface Props {
  name: string;
  rules: RuleSet;
  hand: CardKey[];
  onChange: (hand: CardKey[]) => void;
  /** The plays the hand still has (it is not stuck), as sentences; null before a check. */
  missed: string[] | null;
  error: string | null;
  rankText: (rank: CardKey) => string;
  onCheck: () => void;
  onTakeWord: () => void;
  takeWordLabel: string;
  onCancel: () => void;
}

/** "Can't play": tap the player's hand and Deckside confirms the bust or names the card they missed. */
export function BustCheckPanel({
  name,
  rules,
  hand,
  onChange,
  missed,
  error,
  rankText,
  onCheck,
  onTakeWord,
  takeWordLabel,
  onCancel,
}: Props) {
  const t = useTranslations("runningTotal");
  const full = hand.length >= rules.handSize;
  return (
    <section aria-labelledby="check-title" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-red-300">
      <div>
        <h2 id="check-title" className="text-xl font-bold">
          {t("checkTitle", { name })}
        </h2>
        <p className="text-stone-600">{t("checkHelp", { name, max: rules.handSize })}</p>
      </div>
      <div
        className="flex min-h-12 flex-wrap items-center gap-2"
        role="group"
        aria-label={t("handOf", { name })}
        data-testid="checked-hand"
      >
        {hand.length === 0 ? <span className="text-stone-500">{t("noCardsYet")}</span> : null}
        {hand.map((rank, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here (a fixed slot, seat or line).
            key={`${rank}-${index}`}
            type="button"
            onClick={() => onChange(hand.filter((_, i) => i !== index))}
            aria-label={t("removeCard", { card: rankText(rank) })}
            className="min-h-12 min-w-12 rounded-lg bg-amber-100 px-3 text-2xl font-extrabold ring-1 ring-amber-400"
          >
            {rankText(rank)}
            <span aria-hidden className="ml-1 text-base text-stone-400">
              ✕
            </span>
          </button>
        ))}
      </div>
      <RankGrid
        rules={rules}
        label={t("addToHand", { name })}
        compact
        disabled={full}
        onTap={(rank) => onChange([...hand, rank])}
      />
      {missed !== null ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 ring-2 ring-amber-400" data-testid="missed">
          <p className="text-lg font-bold text-amber-900">{t("notStuck", { name })}</p>
          <ul className="mt-1 space-y-1">
            {missed.map((play) => (
              <li key={play} className="tabular text-2xl font-extrabold text-stone-900">
                {play}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError id="check-error" messages={error ? [error] : []} />
      <div className="grid gap-2">
        <Button onClick={onCheck} disabled={hand.length === 0} className="text-xl">
          {t("check")}
        </Button>
        <Button variant="secondary" onClick={onTakeWord}>
          {takeWordLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </section>
  );
}
