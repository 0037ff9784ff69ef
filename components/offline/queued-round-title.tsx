"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useSessionLive } from "../live/session-live";
import { useRoundNumber } from "../live/use-round-number";

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
  const live = useSessionLive();
  const round = useRoundNumber(number, isEdit);
  if (round === number) return children;
  const next = live?.derived?.summary?.next;
  const name = (id: string) => live?.snapshot?.players.find((p) => p.id === id)?.name ?? "?";
  return (
    <header>
      <h1 className="text-2xl font-extrabold text-felt-900">{t("title", { round })}</h1>
      {next && next.round === round ? (
        <p className="text-stone-700">{t("dealtBy", { dealer: name(next.dealer), starter: name(next.starter) })}</p>
      ) : null}
    </header>
  );
}
