"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { PlayCheck } from "@/lib/games/nines/referee";
import type { Violation } from "@/lib/games/types";
import { Button } from "../ui/button";
import { useReveal } from "../ui/use-reveal";

/** The play check's answer: may be played (green), may not (red), or a neutral question when the suit is missing. */
export function PlayVerdict({
  check,
  card,
  text,
  nameOf,
  quiet = false,
  onPlayed,
}: {
  check: PlayCheck | null;
  card: ReactNode;
  text: (violation: Violation) => string;
  nameOf: (id: string) => string;
  /** A question above is open (the suit named with a 9 on top): the verdict stays where it is, out of its way. */
  quiet?: boolean;
  /** The card was played: the next play starts from here (null when nothing follows: no legal play, a last card). */
  onPlayed: (() => void) | null;
}) {
  const t = useTranslations("nines.referee");
  // The verdict sits below the pickers: each new verdict is scrolled into sight the moment it is given.
  const ref = useReveal<HTMLElement>(check === null || quiet ? null : JSON.stringify(check));
  const tone =
    check === null || check.legal === null
      ? "bg-white ring-1 ring-stone-200"
      : check.legal
        ? "bg-felt-700 text-white"
        : "bg-red-700 text-white";
  return (
    <section
      ref={ref}
      aria-live="polite"
      data-testid="play-verdict"
      data-verdict={check === null ? "none" : check.legal === null ? "ask" : check.legal ? "legal" : "illegal"}
      // A container: where it is narrower than 16rem (large text on a phone) the headline and the turn line take a size
      // smaller, so that no word and no name ("gespielt", "Bartholomäus") is broken in two.
      className={`@container rounded-2xl p-5 text-center shadow-sm ${tone}`}
    >
      {check === null ? (
        <p className="text-lg text-stone-600">{t("pickBoth")}</p>
      ) : check.legal === null ? (
        <>
          <p className="text-3xl font-extrabold @max-3xs:text-2xl">
            {card} {t("needsSuit")}
          </p>
          <p className="mt-2 text-lg text-stone-700">{text(check.ask)}</p>
        </>
      ) : (
        <>
          <p className="text-3xl font-extrabold @max-3xs:text-2xl">
            {card} {check.legal ? t("legal") : t("illegal")}
          </p>
          <p className="mt-2 text-lg">
            {check.legal ? t(`because.${check.because}`) : check.violations.map(text).join(" ")}
          </p>
          {check.legal && check.effects.length > 0 ? (
            <p className="mt-1 text-lg font-semibold">{check.effects.map((e) => t(`effect.${e}`)).join(" ")}</p>
          ) : null}
          {check.legal && check.turn ? (
            <p className="mt-1 text-lg font-semibold @max-3xs:text-base" data-testid="play-turn">
              {check.turn.skipped ? `${t("skipped", { name: nameOf(check.turn.skipped) })} ` : ""}
              {t("next", { name: nameOf(check.turn.next) })}
            </p>
          ) : null}
          {!check.legal && check.hint ? <p className="mt-2 text-base">{t(`hint.${check.hint}`)}</p> : null}
          {onPlayed ? (
            <Button variant="secondary" className="mt-4 w-full" onClick={onPlayed} data-testid="play-next">
              {t("played")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
