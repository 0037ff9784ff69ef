"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { parseCard, SUIT_SYMBOL, SUITS, type Suit } from "@/lib/games/cards";
import { checkPlay } from "@/lib/games/nines/referee";
import { CardFace } from "../cards/card-face";
import type { RefereeProps } from "../games/types";
import { Panel } from "../ui/panel";
import { useViolationText } from "../use-violation-text";
import { CardPicker } from "./card-picker";

/** The Nines referee: may this card go on that one? (9 wild with a named suit; variants in force.) */
export function NinesPlayCheck({ session }: RefereeProps) {
  const t = useTranslations("nines.referee");
  const tc = useTranslations("cards");
  const text = useViolationText("nines");
  const locale = useLocale();
  const [top, setTop] = useState<string | null>(null);
  const [declared, setDeclared] = useState<Suit | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [lastCard, setLastCard] = useState(false);
  const options = {
    noNineFinish: session.options.noNineFinish === true,
    specialCards: session.options.specialCards === true,
  };
  const topCard = top ? parseCard(top) : null;
  const check =
    top && card ? checkPlay({ top, card, lastCard, ...(declared ? { declaredSuit: declared } : {}) }, options) : null;
  const pickOne = (set: (code: string | null) => void, current: string | null) => (code: string) =>
    set(code === current ? null : code);

  return (
    <div className="space-y-4">
      <Panel title={t("topCard")}>
        <CardPicker
          selected={top ? [top] : []}
          available={() => true}
          onToggle={pickOne((c) => {
            setTop(c);
            setDeclared(null);
          }, top)}
          label={t("topCard")}
        />
        {topCard?.rank === "9" ? (
          <fieldset className="mt-3">
            <legend className="font-semibold">{t("declaredSuit")}</legend>
            <div className="mt-1 grid grid-cols-4 gap-2">
              {SUITS.map((suit) => (
                <button
                  key={suit}
                  type="button"
                  aria-pressed={declared === suit}
                  aria-label={tc(`suit.${suit}`)}
                  onClick={() => setDeclared(suit)}
                  className={`min-h-12 rounded-xl text-2xl ring-2 ${declared === suit ? "bg-amber-300 ring-amber-600" : "bg-white ring-stone-300"} ${suit === "H" || suit === "D" ? "text-red-600" : ""}`}
                >
                  {SUIT_SYMBOL[suit]}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
      </Panel>
      <Panel title={t("cardToPlay")}>
        <CardPicker
          selected={card ? [card] : []}
          available={() => true}
          onToggle={pickOne(setCard, card)}
          label={t("cardToPlay")}
        />
        <label className="mt-3 flex min-h-11 items-center gap-3 text-lg">
          <input
            type="checkbox"
            checked={lastCard}
            onChange={(e) => setLastCard(e.target.checked)}
            className="size-6 accent-felt-700"
          />
          {t("lastCard")}
        </label>
      </Panel>
      <section
        aria-live="polite"
        data-testid="play-verdict"
        className={`rounded-2xl p-5 text-center shadow-sm ${check === null ? "bg-white ring-1 ring-stone-200" : check.legal ? "bg-felt-700 text-white" : "bg-red-700 text-white"}`}
      >
        {check === null ? (
          <p className="text-lg text-stone-600">{t("pickBoth")}</p>
        ) : (
          <>
            <p className="text-3xl font-extrabold">
              {card ? <CardFace card={parseCard(card)!} locale={locale} /> : null}{" "}
              {check.legal ? t("legal") : t("illegal")}
            </p>
            <p className="mt-2 text-lg">
              {check.legal ? t(`because.${check.because}`) : check.violations.map(text).join(" ")}
            </p>
            {check.legal && check.effects.length > 0 ? (
              <p className="mt-1 text-lg font-semibold">{check.effects.map((e) => t(`effect.${e}`)).join(" ")}</p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
