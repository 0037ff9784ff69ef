"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { StandingRow } from "@/lib/leagues/types";
import { Name } from "../ui/name";

type Column = "rating" | "played" | "wins" | "winRate" | "averagePlacement" | "points";
const numeric: Record<Column, (r: StandingRow) => number> = {
  rating: (r) => r.rating.mu,
  played: (r) => r.played,
  wins: (r) => r.wins,
  winRate: (r) => r.winRate,
  averagePlacement: (r) => -r.averagePlacement, // a lower place is better
  points: (r) => r.points,
};

// On a phone the table shows what a league plays for (rank, name, points, played, wins) without sideways scrolling;
// the other columns join from 40rem of width up.
const WIDE = "hidden sm:table-cell";

/**
 * The league table, by league points first; tap a column heading to sort by it (best first). The rating shows as
 * skill points (OpenSkill's mean, 25 for a newcomer): the conservative estimate behind it starts below zero.
 */
export function StandingsTable({ leagueId, rows }: { leagueId: string; rows: StandingRow[] }) {
  const t = useTranslations("leagues");
  const format = useFormatter();
  const [sortBy, setSortBy] = useState<Column>("points");
  const sorted = [...rows].sort((a, b) => numeric[sortBy](b) - numeric[sortBy](a) || a.name.localeCompare(b.name));
  const heading = (column: Column, label: string, className = "") => (
    <th scope="col" aria-sort={sortBy === column ? "descending" : "none"} className={`px-0.5 py-1 ${className}`}>
      <button
        type="button"
        onClick={() => setSortBy(column)}
        className={`min-h-11 min-w-11 px-1 font-semibold wrap-anywhere ${sortBy === column ? "text-felt-700 underline" : ""}`}
      >
        {label}
      </button>
    </th>
  );
  return (
    // On a wide screen with every column the table may still scroll: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("standings")}>
      <table className="tabular w-full border-collapse text-center" data-testid="league-standings">
        <thead className="text-sm">
          <tr className="border-b-2 border-stone-300">
            <th scope="col" className="px-0.5 py-1">
              #
            </th>
            <th scope="col" className="px-1 py-1 text-left">
              {t("member")}
            </th>
            {heading("points", t("col.points"))}
            {heading("played", t("col.played"))}
            {heading("wins", t("col.wins"))}
            {heading("rating", t("col.rating"), WIDE)}
            {heading("winRate", t("col.winRate"), WIDE)}
            {heading("averagePlacement", t("col.averagePlacement"), WIDE)}
            <th scope="col" className={`px-1 py-1 ${WIDE}`}>
              {t("col.streak")}
            </th>
          </tr>
        </thead>
        <tbody className="text-lg">
          {sorted.map((row, index) => (
            <tr key={row.memberId} className="border-b border-stone-200" data-testid={`league-row-${row.name}`}>
              <td className="px-0.5 py-1 font-bold text-stone-600">{index + 1}</td>
              <th scope="row" className="px-1 py-1 text-left">
                <Link
                  href={`/leagues/${leagueId}/members/${row.memberId}`}
                  className="inline-flex min-h-11 min-w-11 items-center font-bold text-felt-700 underline wrap-anywhere"
                >
                  <Name>{row.name}</Name>
                </Link>
              </th>
              <td className="px-1 py-1 font-bold" data-testid="points">
                {row.points}
              </td>
              <td className="px-1 py-1" data-testid="played">
                {row.played}
              </td>
              <td className="px-1 py-1" data-testid="wins">
                {row.wins}
              </td>
              <td className={`px-1 py-1 ${WIDE}`} data-testid="rating">
                {format.number(row.rating.mu, { maximumFractionDigits: 0 })}
                {row.provisional ? (
                  <span className="ml-1 text-xs text-amber-800">({t("provisionalShort")})</span>
                ) : null}
              </td>
              <td className={`px-1 py-1 ${WIDE}`}>{format.number(row.winRate, { style: "percent" })}</td>
              <td className={`px-1 py-1 ${WIDE}`}>
                {format.number(row.averagePlacement, { maximumFractionDigits: 1 })}
              </td>
              <td className={`px-1 py-1 ${WIDE}`}>
                {row.streak
                  ? t(row.streak.kind === "W" ? "streakWins" : "streakLosses", { count: row.streak.length })
                  : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
