"use client";
import { useLocale, useTranslations } from "next-intl";
import { formatNames } from "@/lib/i18n/format-names";
import type { HandOutcomeProps } from "../running-total/types";
import { TrophyIcon } from "../ui/icons";

/**
 * A Ninety-Eight round is over when one player (or one team) is left: they win it; the others went out in this
 * order (with teams, each partner right after the player who got stuck).
 */
export function RoundWinner({ state, names, titleId }: HandOutcomeProps) {
  const tg = useTranslations("ninety-eight.referee");
  const unknown = useTranslations("app")("unknownPlayer");
  const locale = useLocale();
  const name = (id: string) => names[id] ?? unknown;
  const winners = state.seats.filter((id) => !state.eliminated.includes(id));
  return (
    <>
      <TrophyIcon className="mx-auto size-12 text-amber-500" />
      <h2 id={titleId} className="text-3xl font-extrabold text-felt-900">
        {winners.length > 1
          ? tg("teamWinner", { names: formatNames(winners.map(name), locale) })
          : tg("roundWinner", { name: winners[0] ? name(winners[0]) : unknown })}
      </h2>
      <p className="text-lg text-stone-700">
        {tg("order", { names: formatNames(state.eliminated.map(name), locale) })}
      </p>
    </>
  );
}
