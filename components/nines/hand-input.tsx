"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { parseCard } from "@/lib/games/cards";
import type { PlayerView } from "@/lib/sessions/types";
import { CardFace } from "../cards/card-face";
import { FieldError } from "../ui/field-error";
import { useReveal } from "../ui/use-reveal";
import { CardPicker } from "./card-picker";
import { type HandState, livePenalty } from "./hand-state";

interface Props {
  player: PlayerView;
  hand: HandState;
  hardNines: boolean;
  available: (code: string) => boolean;
  errors: string[];
  onChange: (hand: HandState) => void;
  /** Only one card picker is open at a time, so the page stays short. */
  open: boolean;
  onOpen: (open: boolean) => void;
  /** The form asks for this hand's total field to take the focus (the first hand after the winner is tapped). */
  focusTotal?: boolean;
}

/** One player's remaining hand: tapped on the card picker, or typed as a penalty total. */
export function HandInput({ player, hand, hardNines, available, errors, onChange, open, onOpen, focusTotal }: Props) {
  const t = useTranslations("nines");
  const tc = useTranslations("cards");
  const locale = useLocale();
  const penalty = livePenalty(hand, hardNines);
  const errorId = `hand-${player.seat}-error`;
  const totalField = useRef<HTMLInputElement>(null);
  // Choosing "type total" (or being the first hand to type) puts the cursor in the field: no extra tap for it.
  const wantsFocus = useRef(false);
  useEffect(() => {
    if (hand.mode === "total" && (wantsFocus.current || focusTotal)) totalField.current?.focus();
    wantsFocus.current = false;
  }, [hand.mode, focusTotal]);
  // Opening this hand closes the one above, which shortens the page: bring this player's name back to the top.
  const ref = useReveal<HTMLElement>(open ? player.id : null, "start");
  const toggle = (code: string) =>
    onChange({
      ...hand,
      cards: hand.cards.includes(code) ? hand.cards.filter((c) => c !== code) : [...hand.cards, code],
    });

  return (
    <section
      ref={ref}
      aria-labelledby={`hand-${player.seat}`}
      data-testid={`hand-${player.name}`}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${errors.length ? "ring-2 ring-red-400" : "ring-stone-200"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h2
          id={`hand-${player.seat}`}
          className="min-w-0 wrap-break-word text-[length:min(1.25rem,6.5vw)] leading-snug font-bold"
        >
          {player.name}
        </h2>
        <span className="tabular text-3xl font-extrabold text-felt-900" aria-live="polite" data-testid="penalty">
          {penalty === null ? "–" : penalty}
        </span>
      </div>
      <div
        role="radiogroup"
        aria-label={t("entryMode", { name: player.name })}
        className="mt-2 grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1"
      >
        {(["cards", "total"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={hand.mode === mode}
            onClick={() => {
              wantsFocus.current = mode === "total";
              onChange({ ...hand, mode });
            }}
            className={`min-h-11 rounded-lg text-[length:min(1rem,5vw)] font-semibold ${hand.mode === mode ? "bg-white shadow ring-1 ring-stone-300" : "text-stone-600"}`}
          >
            {t(mode === "cards" ? "modeCards" : "modeTotal")}
          </button>
        ))}
      </div>
      {hand.mode === "total" ? (
        <label className="mt-3 block">
          <span className="text-stone-700">{t("penaltyLabel", { name: player.name })}</span>
          <input
            ref={totalField}
            type="number"
            inputMode="numeric"
            min={1}
            value={hand.total}
            onChange={(event) => onChange({ ...hand, total: event.target.value })}
            aria-invalid={errors.length > 0}
            aria-describedby={errorId}
            className="tabular mt-1 block min-h-14 w-full rounded-xl bg-white px-4 text-3xl font-bold ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500"
          />
        </label>
      ) : (
        <div className="mt-3">
          <div
            className="flex min-h-11 flex-wrap items-center gap-1"
            role="group"
            aria-label={t("cardsIn", { name: player.name })}
          >
            {hand.cards.length === 0 ? <span className="text-stone-500">{t("noCards")}</span> : null}
            {hand.cards.map((code) => {
              const card = parseCard(code)!;
              // Named with the card's words ("Remove king of spades", "Heer schoppen verwijderen"): they contain
              // the face letter shown (K, H), as voice control expects; the code (KS) does not in every language.
              const name = tc("name", { rank: tc(`rank.${card.rank}`), suit: tc(`suit.${card.suit}`) });
              return (
                <button
                  key={code}
                  type="button"
                  onClick={() => toggle(code)}
                  className="min-h-11 rounded-lg bg-stone-50 px-2 text-lg ring-1 ring-stone-300"
                  aria-label={t("removeCard", { card: name })}
                >
                  <CardFace card={card} locale={locale} />{" "}
                  <span aria-hidden className="text-stone-600">
                    ✕
                  </span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => onOpen(!open)}
            className="mt-2 min-h-11 w-full rounded-lg text-left font-semibold text-felt-700"
          >
            {open ? `▾ ${t("hidePicker")}` : `▸ ${t("showPicker")}`}
          </button>
          {open ? (
            <CardPicker
              selected={hand.cards}
              available={available}
              onToggle={toggle}
              label={t("cardsIn", { name: player.name })}
            />
          ) : null}
        </div>
      )}
      <FieldError id={errorId} messages={errors} />
    </section>
  );
}
