"use client";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { formatNames } from "@/lib/i18n/format-names";
import type { EveningGame } from "@/lib/people/evening-games";
import { eveningsOf, localDay, timePlayed, winTally } from "@/lib/people/evenings";
import type { Merges } from "@/lib/people/names";
import { personPathOf } from "@/lib/people/names";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import { EveningShare } from "./evening-share";
import { useDuration } from "./use-duration";

/**
 * An evening's recap, grouped in the browser: "one day" is the phone's own day (a server in another time zone would
 * split an evening at its midnight). A league's evening is the league page's day (UTC), so both count the same games.
 */
export function EveningRecap({
  games,
  day,
  gameId,
  league,
  merges,
}: {
  games: EveningGame[];
  /** This phone's merges of spellings (lib/people/merges.ts): the tally counts a merged person once. */
  merges: Merges;
  day: string | null;
  gameId: string | null;
  league: { id: string; name: string } | null;
}) {
  const t = useTranslations("evenings");
  const tg = useTranslations("games");
  const format = useFormatter();
  const locale = useLocale();
  const duration = useDuration();
  // The phone's day is known only in the browser: nothing is drawn until then (no server guess to correct).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const evenings = useMemo(
    () => (ready ? eveningsOf(games, league ? (iso) => iso.slice(0, 10) : (iso) => localDay(iso)) : []),
    [games, league, ready],
  );
  if (!ready) return <p className="text-stone-600">…</p>;
  const wanted = day ?? evenings.find((e) => e.games.some((g) => g.id === gameId))?.day ?? evenings[0]?.day;
  const evening = evenings.find((e) => e.day === wanted);
  if (!evening) return <p className="rounded-2xl bg-white p-6 text-center text-lg text-stone-600">{t("none")}</p>;
  const dayText = format.dateTime(new Date(`${evening.day}T12:00:00`), { dateStyle: "full" });
  const time = (iso: string) => format.dateTime(new Date(iso), { timeStyle: "short" });
  const tally = winTally(evening.games, merges);
  const total = timePlayed(evening.games);
  const gameLine = (g: EveningGame) => {
    const winners = g.finished ? t("winnersLine", { names: formatNames([...g.winners], locale) }) : t("noWinner");
    const when =
      g.times.end && g.times.durationMs !== null
        ? t("gameTime", { start: time(g.times.start), end: time(g.times.end), duration: duration(g.times.durationMs) })
        : g.times.durationMs === null && g.finished
          ? t("durationUnknown")
          : time(g.times.start);
    return { winners, when };
  };
  const markLine = (kind: "bestRound" | "worstRound", mark: NonNullable<EveningGame["marks"]>["best"]) =>
    t(kind, { name: mark.name, score: mark.score, round: mark.round });
  // The shared text and picture: the same lines the page shows.
  const lines = [
    ...evening.games.map((g) => {
      const { winners, when } = gameLine(g);
      return `${tg(`${g.game}.name`)}: ${winners} · ${when}`;
    }),
    ...tally.map((row) => t("tallyLine", { name: row.name, count: row.wins })),
    ...(total > 0 ? [t("timePlayed", { duration: duration(total) })] : []),
  ];
  const title = t("shareTitle", { day: dayText });
  return (
    <>
      <div>
        <h1 className="text-2xl font-extrabold text-felt-900" data-testid="evening-title">
          {t("title", { day: dayText })}
        </h1>
        {league ? (
          <Link
            href={`/leagues/${league.id}`}
            className="inline-flex min-h-11 items-center text-lg font-semibold text-felt-700 underline"
          >
            {t("league", { name: league.name })}
          </Link>
        ) : null}
        <p className="text-lg text-stone-700" data-testid="evening-summary">
          {t("games", { count: evening.games.length })}
          {total > 0 ? ` · ${t("timePlayed", { duration: duration(total) })}` : ""}
        </p>
      </div>
      {tally.length > 0 ? (
        <Panel title={t("tally")}>
          <ol className="space-y-1" data-testid="evening-tally">
            {tally.map((row) => (
              <li key={row.name} className="text-lg">
                <Link
                  href={personPathOf(row.name)}
                  className="inline-flex min-h-11 min-w-11 items-center font-semibold underline decoration-stone-300"
                >
                  <Name>{row.name}</Name>
                </Link>{" "}
                <span className="tabular">{t("winsCount", { count: row.wins })}</span>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      <ul className="space-y-2" data-testid="evening-games">
        {evening.games.map((g) => {
          const { winners, when } = gameLine(g);
          return (
            <li key={g.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
              <Link
                href={`/sessions/${g.id}`}
                className="inline-flex min-h-11 items-center text-lg font-bold text-felt-800 underline"
              >
                {tg(`${g.game}.name`)}
              </Link>
              <p className="text-base font-semibold">{winners}</p>
              <p className="text-sm text-stone-600" data-testid="evening-game-time">
                {when}
              </p>
              {g.marks ? (
                <ul className="mt-1 text-sm text-stone-700">
                  <li>{markLine("bestRound", g.marks.best)}</li>
                  <li>{markLine("worstRound", g.marks.worst)}</li>
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <EveningShare title={title} lines={lines} fileName={`deckside-${evening.day}`} />
      {evenings.length > 1 ? (
        <nav className="flex flex-wrap gap-2" aria-label={t("recap")}>
          {evenings
            .filter((e) => e.day !== evening.day)
            .slice(0, 12)
            .map((e) => (
              <Link
                key={e.day}
                href={`/evenings?day=${e.day}${league ? `&league=${encodeURIComponent(league.id)}` : ""}`}
                className="inline-flex min-h-12 items-center rounded-xl bg-white px-3 ring-1 ring-stone-300"
              >
                {format.dateTime(new Date(`${e.day}T12:00:00`), { dateStyle: "medium" })}
              </Link>
            ))}
        </nav>
      ) : null}
    </>
  );
}
