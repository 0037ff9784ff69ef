import { getTranslations } from "next-intl/server";
import { gameTimes } from "@/lib/people/evenings";
import type { SessionView } from "@/lib/sessions/types";
import { LinkButton } from "../ui/button";

/**
 * A finished game's time at the table (from its creation to the round that finished it: nothing stored for it), and
 * the way to its evening's recap. A game entered afterwards shows no time: its rounds were typed in later.
 */
export async function GameDuration({ session }: { session: SessionView }) {
  const t = await getTranslations("evenings");
  const times = gameTimes({
    createdAt: session.createdAt,
    // Entered afterwards: its day is not the day it was created (the view carries the day, not the moment).
    playedAt: session.playedOn !== session.createdAt.slice(0, 10) ? `${session.playedOn}T12:00:00.000Z` : null,
    finished: session.status === "finished",
    roundTimes: session.rounds.map((round) => round.createdAt),
  });
  const minutes = times.durationMs === null ? null : Math.round(times.durationMs / 60_000);
  const recap = session.leagueId
    ? `/evenings?league=${encodeURIComponent(session.leagueId)}&day=${session.playedOn}`
    : `/evenings?game=${encodeURIComponent(session.id)}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
      <p className="text-lg font-semibold text-stone-800" data-testid="game-duration">
        {minutes === null
          ? t("durationUnknown")
          : t("duration", {
              duration:
                minutes >= 60
                  ? t("hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
                  : t("minutes", { minutes }),
            })}
      </p>
      <LinkButton href={recap} prefetch={false} variant="secondary" data-testid="evening-link">
        {t("recap")}
      </LinkButton>
    </div>
  );
}
