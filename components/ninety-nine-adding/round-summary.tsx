"use client";
import { useTranslations } from "next-intl";
import type { NinetyNineAddingEntry } from "@/lib/games/ninety-nine-adding/options";
import { RoundSummaryCard } from "../scoreboard/round-summary-card";
import { useShownSession } from "../scoreboard/use-shown-session";

/** The last hand on the scoreboard: who busted, and whether that was their last token. */
export function AddingRoundSummary() {
  const session = useShownSession();
  const t = useTranslations("ninety-nine-adding.summary");
  const unknown = useTranslations("app")("unknownPlayer");
  const last = session.rounds.at(-1);
  // The shown round passed the engine: read as it is (no zod here).
  const bust = (last?.entry as Partial<NinetyNineAddingEntry> | undefined)?.bust;
  if (!last || typeof bust !== "string") return null;
  const name = session.players.find((p) => p.id === bust)?.name ?? unknown;
  const out = session.standings.find((row) => row.playerId === bust)?.out === true;
  const handsLeft = session.extra.handsLeft;
  return (
    <RoundSummaryCard title={t("title", { round: last.number })}>
      <p className="mt-1 text-lg text-stone-800">{t("text", { name })}</p>
      {out ? <p className="mt-1 text-lg font-semibold text-red-800">{t("outOfGame", { name })}</p> : null}
      {typeof handsLeft === "number" ? (
        <p className="mt-1 text-stone-700" data-testid="hands-left">
          {t("handsLeft", { count: handsLeft })}
        </p>
      ) : null}
    </RoundSummaryCard>
  );
}
