"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useRoundNumber } from "../live/use-round-number";
import { useLiveNext } from "./use-live-next";

/**
 * A new-round form's heading as the page rendered it, or, when rounds wait on this phone (or were sent since), the
 * round it now enters and who deals it, from the engine's replay over the saved and waiting rounds.
 */
export function QueuedRoundTitle({
  number,
  isEdit,
  children,
}: {
  number: number;
  isEdit: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("round");
  const round = useRoundNumber(number, isEdit);
  const { next, name } = useLiveNext();
  if (round === number) return children;
  return (
    <header>
      <h1 className="text-2xl font-extrabold text-felt-900">{t("title", { round })}</h1>
      {next && next.round === round ? (
        <p className="text-stone-700">
          {t("dealtBy", { dealer: name(next.dealer) ?? "?", starter: name(next.starter) ?? "?" })}
        </p>
      ) : null}
    </header>
  );
}
