"use client";
import { useTranslations } from "next-intl";
import { useShownSession } from "../scoreboard/use-shown-session";

/** The round to play next (or of how many), else the game's status, as the phone shows the session now. */
export function TableProgress() {
  const t = useTranslations("tableMode");
  const ts = useTranslations("scoreboard");
  const { progress, next, status } = useShownSession();
  return (
    <span className="whitespace-nowrap text-stone-600" data-testid="table-progress">
      {progress.rounds
        ? ts("roundsOf", { played: progress.rounds.played, total: progress.rounds.total })
        : next
          ? t("round", { round: next.round })
          : ts(`status.${status}`)}
    </span>
  );
}
