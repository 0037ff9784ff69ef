"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { displayCard, parseCard, SUIT_SYMBOL, type Suit } from "@/lib/games/cards";
import { followBecause, isLegalFollow } from "@/lib/games/ninety-nine-tricks/referee";
import type { Violation } from "@/lib/games/types";
import { CardFace } from "../cards/card-face";
import { CardPicker } from "../nines/card-picker";
import { Panel } from "../ui/panel";
import { useReveal } from "../ui/use-reveal";

interface Props {
  /** The suit of the card that was led in the trick above; null while none is picked. */
  ledSuit: Suit | null;
  ledCard: string | null;
  text: (violation: Violation) => string;
}

/** Was a card a legal follow? Tap the player's hand, then the card they played: it must follow the led suit when able. */
export function FollowCheck({ ledSuit, ledCard, text }: Props) {
  const t = useTranslations("ninety-nine-tricks.referee");
  const locale = useLocale();
  const [hand, setHand] = useState<string[]>([]);
  const [played, setPlayed] = useState<string | null>(null);
  const [open, setOpen] = useState(true);

  const toggle = (code: string) => {
    setHand((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));
    if (played === code) setPlayed(null);
  };
  const check = ledSuit && played ? isLegalFollow(played, ledSuit, hand) : null;
  // The answer is below the hand picker: scrolled into sight when it is given.
  const resultRef = useReveal<HTMLDivElement>(check === null ? null : `${played}|${hand.join(" ")}`);
  // Suits read as symbols and cards in the reader's letters in the reason ("♥ was led and this hand holds ♥").
  const reason = (v: Violation) => {
    const params = { ...v.params };
    if (typeof params.suit === "string") params.suit = SUIT_SYMBOL[params.suit as Suit] ?? params.suit;
    const card = typeof params.card === "string" ? parseCard(params.card) : null;
    if (card) params.card = displayCard(card, locale);
    return text({ ...v, params });
  };

  return (
    <Panel title={t("followTitle")}>
      <p className="text-stone-700" data-testid="led-suit">
        {ledSuit ? t("ledSuit", { suit: SUIT_SYMBOL[ledSuit] }) : t("pickLedFirst")}
      </p>

      <h3 className="mt-3 font-semibold text-stone-700">{t("hand")}</h3>
      <div className="mt-1 flex min-h-12 flex-wrap items-center gap-2" role="radiogroup" aria-label={t("playedCard")}>
        {hand.length === 0 ? <span className="text-stone-500">{t("noHand")}</span> : null}
        {hand.map((code) => (
          <button
            key={code}
            type="button"
            role="radio"
            aria-checked={played === code}
            onClick={() => setPlayed(played === code ? null : code)}
            aria-label={t("playThis", { card: displayCard(parseCard(code)!, locale) })}
            className={`min-h-12 min-w-12 rounded-lg px-2 text-xl ring-2 ${played === code ? "bg-amber-200 ring-amber-600" : "bg-white ring-stone-300"}`}
          >
            <CardFace card={parseCard(code)!} locale={locale} />
          </button>
        ))}
      </div>
      {hand.length > 0 ? <p className="mt-1 text-sm text-stone-600">{t("tapPlayed")}</p> : null}

      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="mt-2 min-h-11 w-full rounded-lg text-left font-semibold text-felt-700"
      >
        {open ? `▾ ${t("hideHandPicker")}` : `▸ ${t("showHandPicker")}`}
      </button>
      {open ? (
        <CardPicker selected={hand} available={(code) => code !== ledCard} onToggle={toggle} label={t("hand")} />
      ) : null}

      <div
        ref={resultRef}
        aria-live="polite"
        data-testid="follow-result"
        // A container: where it is narrower than 16rem (large text on a phone) the answer takes a size smaller, so
        // that no word ("ausgespielt", "toegestaan") is broken in two.
        className={`@container mt-3 rounded-xl p-3 text-lg font-bold ${check === null ? "bg-stone-50 font-normal text-stone-600" : check.ok ? "bg-felt-100 text-felt-900" : "bg-red-50 text-red-800"}`}
      >
        <span className="block @max-3xs:text-base">
          {check === null
            ? t(ledSuit ? "pickPlayed" : "pickLedFirst")
            : check.ok
              ? `✓ ${t(followBecause(parseCard(played!)!, ledSuit) === "follows" ? "legalFollows" : "legalCannotFollow", { card: displayCard(parseCard(played!)!, locale), suit: SUIT_SYMBOL[ledSuit!] })}`
              : `✗ ${t("illegal")} ${check.violations.map(reason).join(" ")}`}
        </span>
      </div>
    </Panel>
  );
}
