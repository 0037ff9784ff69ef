"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { FIGURE_FORMAT } from "@/lib/figures";
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

// At a large text size five columns do not fit a phone (a table under 18rem wide: from about 125 % text on a 390 px
// phone): each row stacks instead, the name on a line of its own, then the rank and each figure after its column's
// name, so headings and names wrap between words only (a single word longer than the whole line aside). The sort
// buttons stay above, in a row of their own. As a table, the three headings are abbreviated (the full word is the
// button's name and the abbreviation's title), so a long name keeps its column whole.
const STACK_BLOCK = "@max-2xs:block";
const STACK_HEAD_ROW = "@max-2xs:flex @max-2xs:flex-wrap @max-2xs:gap-x-1";
const STACK_ROW = "@max-2xs:flex @max-2xs:flex-wrap @max-2xs:items-baseline @max-2xs:gap-x-3 @max-2xs:py-1";
/** The columns a phone shows as a table, whose headings are abbreviated there. */
const SHORT = { points: true, played: true, wins: true } as const;
/** A figure's cell, named by its column (`data-label`, shown before the figure) while stacked. */
const figure = (label: string, className = "") => ({
  className: `px-1 py-1 ${className} @max-2xs:px-0 @max-2xs:before:mr-1 @max-2xs:before:font-normal @max-2xs:before:content-[attr(data-label)]`,
  "data-label": label,
});

/**
 * The league table, by league points first; tap a column heading to sort by it (best first). The rating shows as
 * skill points (OpenSkill's mean, 25 for a newcomer): the conservative estimate behind it starts below zero.
 */
export function StandingsTable({ leagueId, rows }: { leagueId: string; rows: StandingRow[] }) {
  const t = useTranslations("leagues");
  const short = useTranslations("standingsShort");
  const format = useFormatter();
  const [sortBy, setSortBy] = useState<Column>("points");
  const sorted = [...rows].sort((a, b) => numeric[sortBy](b) - numeric[sortBy](a) || a.name.localeCompare(b.name));
  const heading = (column: Column, label: string, className = "") => (
    <th
      scope="col"
      aria-sort={sortBy === column ? "descending" : "none"}
      className={`px-0.5 py-1 @max-2xs:px-0 ${className}`}
    >
      <button
        type="button"
        onClick={() => setSortBy(column)}
        className={`min-h-11 min-w-11 px-1 font-semibold @max-2xs:min-h-[44px] @max-2xs:min-w-[44px] ${sortBy === column ? "text-felt-700 underline" : ""}`}
      >
        {column in SHORT ? (
          <>
            <abbr title={label} aria-hidden className="no-underline @max-2xs:hidden">
              {short(column as keyof typeof SHORT)}
            </abbr>
            <span className="sr-only @max-2xs:not-sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </button>
    </th>
  );
  return (
    // On a wide screen with every column the table may still scroll: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
    <div className="@container overflow-x-auto" tabIndex={0} role="region" aria-label={t("standings")}>
      <table className={`tabular w-full border-collapse text-center ${STACK_BLOCK}`} data-testid="league-standings">
        <thead className={`text-sm ${STACK_BLOCK}`}>
          <tr className={`border-b-2 border-stone-300 ${STACK_HEAD_ROW}`}>
            <th scope="col" className="px-0.5 py-1 @max-2xs:sr-only">
              #
            </th>
            <th scope="col" className="px-1 py-1 text-left @max-2xs:sr-only">
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
        <tbody className={`text-lg ${STACK_BLOCK}`}>
          {sorted.map((row, index) => (
            <tr
              key={row.memberId}
              className={`border-b border-stone-200 ${STACK_ROW}`}
              data-testid={`league-row-${row.name}`}
            >
              <td className="px-0.5 py-1 font-bold text-stone-600 @max-2xs:p-0 @max-2xs:before:content-['#']">
                {index + 1}
              </td>
              {/* Stacked, the name comes first, on a line of its own. */}
              <th scope="row" className="px-1 py-1 text-left @max-2xs:order-first @max-2xs:basis-full @max-2xs:p-0">
                {/* No prefetch: a league's members are a dozen fetches and renders the phone would do while starting up,
                    for pages that are rarely opened (decision 031). */}
                <Link
                  href={`/leagues/${leagueId}/members/${row.memberId}`}
                  prefetch={false}
                  className="inline-flex min-h-11 min-w-11 items-center font-bold text-felt-700 underline break-words @max-2xs:min-h-[44px] @max-2xs:min-w-[44px] @max-2xs:max-w-full @max-2xs:text-base @max-2xs:wrap-anywhere"
                >
                  <Name>{row.name}</Name>
                </Link>
              </th>
              <td {...figure(t("col.points"), "font-bold")} data-testid="points">
                {row.points}
              </td>
              <td {...figure(t("col.played"))} data-testid="played">
                {row.played}
              </td>
              <td {...figure(t("col.wins"))} data-testid="wins">
                {row.wins}
              </td>
              <td {...figure(t("col.rating"), WIDE)} data-testid="rating">
                {format.number(row.rating.mu, FIGURE_FORMAT)}
                {row.provisional ? (
                  <span className="ml-1 text-xs text-amber-800">({t("provisionalShort")})</span>
                ) : null}
              </td>
              <td {...figure(t("col.winRate"), WIDE)}>{format.number(row.winRate, { style: "percent" })}</td>
              <td {...figure(t("col.averagePlacement"), WIDE)}>
                {format.number(row.averagePlacement, { maximumFractionDigits: 1 })}
              </td>
              <td {...figure(t("col.streak"), WIDE)}>
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
