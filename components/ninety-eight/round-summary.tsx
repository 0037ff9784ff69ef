"use client";
import { useLocale, useTranslations } from "next-intl";
import type { NinetyEightEntry, NinetyEightOptions } from "@/lib/games/ninety-eight/options";
import { leftTheRound, sidesOf } from "@/lib/games/ninety-eight/teams";
import { formatNames } from "@/lib/i18n/format-names";
import { RoundSummaryCard } from "../scoreboard/round-summary-card";
import { useShownSession } from "../scoreboard/use-shown-session";

/** The last round on the scoreboard: who went out in which order, who won it, who is now out of the game. */
export function NinetyEightRoundSummary() {
  const session = useShownSession();
  const t = useTranslations("ninety-eight.summary");
  const unknown = useTranslations("app")("unknownPlayer");
  const locale = useLocale();
  const last = session.rounds.at(-1);
  // The shown round passed the engine and the options are the effective ones: read as they are (no zod here).
  const entry = last?.entry as Partial<NinetyEightEntry> | undefined;
  if (!last || !Array.isArray(entry?.eliminated)) return null;
  const name = (id: string) => session.players.find((p) => p.id === id)?.name ?? unknown;
  const { eliminated } = entry;
  // The round's winners scored 0 (one player, or both partners of the team left).
  const winners = Object.keys(last.scores).filter((id) => last.scores[id] === 0);
  const sides = sidesOf(
    session.players.map((p) => p.id),
    (session.options as NinetyEightOptions).teams,
  );
  const teams = sides.some((side) => side.length > 1);
  const struck = leftTheRound(eliminated, sides);
  // The last round's eliminated players who are out now went out in it: nobody out plays again.
  const outNow = struck.filter((id) => session.standings.find((row) => row.playerId === id)?.out);
  return (
    <RoundSummaryCard title={t("title", { round: last.number })}>
      <p className="mt-1 text-lg text-stone-800">
        {teams
          ? t("teamText", {
              count: eliminated.length,
              names: formatNames(eliminated.map(name), locale),
              winners: formatNames(winners.map(name), locale),
            })
          : t("text", {
              names: formatNames(eliminated.map(name), locale),
              winner: winners[0] ? name(winners[0]) : unknown,
            })}
      </p>
      {outNow.length > 0 ? (
        <p className="mt-1 text-lg font-semibold text-red-800">
          {t("outOfGame", { names: formatNames(outNow.map(name), locale) })}
        </p>
      ) : null}
    </RoundSummaryCard>
  );
}
