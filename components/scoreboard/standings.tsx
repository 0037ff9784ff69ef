"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { personPathOf } from "@/lib/people/names";
import type { StandingView } from "@/lib/sessions/types";
import { CrownIcon } from "../ui/icons";
import { Name } from "../ui/name";
import { Pill } from "../ui/pill";
import { StandingValue } from "./standing-value";
import { useShownSession } from "./use-shown-session";

type T = ReturnType<typeof useTranslations<"scoreboard">>;

/**
 * One big row per player, best first: readable from across the table. Shows whatever the game keeps. Renders the
 * session the phone shows now (useShownSession): a round saved on another phone moves it without a server render.
 */
export function Standings() {
  const t = useTranslations("scoreboard");
  const session = useShownSession();
  // The engine says what the game plays to (a total, a number of rounds, lives); the board only shows it.
  const { progress } = session;
  const playingTo = progress.playsTo ?? null;
  const threshold = session.status === "active" ? playingTo : null;
  const lives = progress.lives ?? null;
  return (
    // Paddings in px: at a large text size they stay as they are, and the names get the room.
    <section
      aria-labelledby="standings-heading"
      className="rounded-2xl bg-white p-[12px] shadow-sm ring-1 ring-stone-200"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-2 px-1">
        <h2 id="standings-heading" className="text-xl font-bold">
          {t("standings")}
        </h2>
        <span className="text-sm text-stone-600">
          {progress.rounds
            ? t("roundsOf", { played: progress.rounds.played, total: progress.rounds.total })
            : playingTo !== null
              ? t("playsTo", { threshold: playingTo })
              : null}
        </span>
      </div>
      <ol className="@container space-y-2" data-testid="standings">
        {session.standings.map((row) => (
          <StandingRow
            key={row.playerId}
            row={row}
            leader={row.rank === 1 && session.rounds.length > 0}
            threshold={threshold}
            lives={lives}
            t={t}
          />
        ))}
      </ol>
      {typeof session.extra.pot === "number" ? (
        <p className="mt-2 px-1 text-lg font-semibold" data-testid="pot">
          {t("pot", { chips: session.extra.pot })}
        </p>
      ) : null}
    </section>
  );
}

function StandingRow({
  row,
  leader,
  threshold,
  lives,
  t,
}: {
  row: StandingView;
  leader: boolean;
  threshold: number | null;
  lives: number | null;
  t: T;
}) {
  const left = threshold !== null && row.score !== undefined ? threshold - row.score : null;
  return (
    <li
      data-testid={`standing-${row.name}`}
      className={`flex flex-wrap items-center gap-x-3 rounded-xl px-[12px] py-2 ${row.out ? "bg-stone-100 text-stone-600" : leader ? "bg-amber-50 ring-2 ring-amber-400" : "bg-stone-50"}`}
    >
      <span
        className="tabular w-8 text-center text-2xl font-extrabold text-stone-500"
        role="img"
        aria-label={t("rank", { rank: row.rank })}
      >
        {row.rank}
      </span>
      {/* The name keeps a useful width. At a large text size (the list narrower than 16rem) it takes the first line
          of its own, a size smaller, so a long name stays whole; the rank and the number share the line under it. */}
      <span className="min-w-[min(8rem,60%)] flex-1 @max-3xs:order-first @max-3xs:basis-full">
        <span className="block wrap-anywhere text-xl font-bold @max-3xs:text-lg">
          {leader && !row.out ? <CrownIcon className="mr-1 inline size-5 align-[-2px] text-amber-500" /> : null}
          {/* The name opens the person's page: their wins and streaks over this phone's games. */}
          {/* A 44 px target that takes no more room in the row than the name's own line (negative margins). No
              prefetch: a person page per name on screen while the scoreboard starts (decision 031). */}
          <Link
            href={personPathOf(row.name)}
            prefetch={false}
            className="-my-2 inline-flex min-h-11 min-w-11 items-center underline decoration-stone-300 underline-offset-4"
          >
            <Name>{row.name}</Name>
          </Link>
        </span>
        {left !== null ? (
          <span className="block text-sm text-stone-600">
            {left > 0 ? t("toThreshold", { left }) : t("reachedThreshold", { threshold: threshold! })}
          </span>
        ) : null}
        {row.chips !== undefined ? (
          <span className="block text-sm font-semibold text-stone-700" data-testid="chips">
            {t("chips", { chips: row.chips > 0 ? `+${row.chips}` : String(row.chips) })}
          </span>
        ) : null}
        {row.team !== undefined ? (
          <span className="block text-sm font-semibold text-felt-800" data-testid="team">
            {t("team", { team: row.team })}
          </span>
        ) : null}
        {row.out ? <Pill tone="red">{t("out")}</Pill> : null}
      </span>
      <span className="ml-auto flex">
        <StandingValue row={row} lives={lives} t={t} />
      </span>
    </li>
  );
}
