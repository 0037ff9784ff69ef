"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { StandingRow } from "@/lib/leagues/types";
import { Name } from "../ui/name";

type Column = "rating" | "played" | "wins" | "winRate" | "averagePlacement" | "points";
const numeric: Record<Column, (r: StandingRow) => number> = {
  rating: (r) => r.ratingEstimate,
  played: (r) => r.played,
  wins: (r) => r.wins,
  winRate: (r) => r.winRate,
  averagePlacement: (r) => -r.averagePlacement, // a lower place is better
  points: (r) => r.points,
};

/** The league table; tap a column heading to sort by it (best first). */
export function StandingsTable({ leagueId, rows }: { leagueId: string; rows: StandingRow[] }) {
  const t = useTranslations("leagues");
  const format = useFormatter();
  const [sortBy, setSortBy] = useState<Column>("rating");
  const sorted = [...rows].sort((a, b) => numeric[sortBy](b) - numeric[sortBy](a) || a.name.localeCompare(b.name));
  const heading = (column: Column, label: string) => (
    <th scope="col" aria-sort={sortBy === column ? "descending" : "none"} className="px-1 py-2">
      <button
        type="button"
        onClick={() => setSortBy(column)}
        className={`min-h-11 px-1 font-semibold ${sortBy === column ? "text-felt-700 underline" : ""}`}
      >
        {label}
      </button>
    </th>
  );
  return (
    <div className="overflow-x-auto">
      <table className="tabular w-full border-collapse text-center" data-testid="league-standings">
        <thead className="text-sm">
          <tr className="border-b-2 border-stone-300">
            <th scope="col" className="px-1 py-2">
              #
            </th>
            <th scope="col" className="sticky left-0 bg-white px-1 py-2 text-left">
              {t("member")}
            </th>
            {heading("rating", t("col.rating"))}
            {heading("played", t("col.played"))}
            {heading("wins", t("col.wins"))}
            {heading("winRate", t("col.winRate"))}
            {heading("averagePlacement", t("col.averagePlacement"))}
            {heading("points", t("col.points"))}
            <th scope="col" className="px-1 py-2">
              {t("col.streak")}
            </th>
          </tr>
        </thead>
        <tbody className="text-lg">
          {sorted.map((row, index) => (
            <tr key={row.memberId} className="border-b border-stone-200" data-testid={`league-row-${row.name}`}>
              <td className="px-1 py-2 font-bold text-stone-500">{index + 1}</td>
              <th scope="row" className="sticky left-0 bg-white px-1 py-2 text-left">
                <Link
                  href={`/leagues/${leagueId}/members/${row.memberId}`}
                  className="font-bold text-felt-700 underline"
                >
                  <Name>{row.name}</Name>
                </Link>
              </th>
              <td className="px-1 py-2" title={t("ratingHelp")}>
                {format.number(row.ratingEstimate, { maximumFractionDigits: 1 })}
                {row.provisional ? (
                  <span className="ml-1 text-xs text-amber-700" role="img" aria-label={t("provisional")}>
                    ({t("provisionalShort")})
                  </span>
                ) : null}
              </td>
              <td className="px-1 py-2" data-testid="played">
                {row.played}
              </td>
              <td className="px-1 py-2" data-testid="wins">
                {row.wins}
              </td>
              <td className="px-1 py-2">{format.number(row.winRate, { style: "percent" })}</td>
              <td className="px-1 py-2">{format.number(row.averagePlacement, { maximumFractionDigits: 1 })}</td>
              <td className="px-1 py-2 font-bold">{row.points}</td>
              <td className="px-1 py-2">
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
