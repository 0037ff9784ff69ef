"use client";
import { useLocale, useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { formatNames } from "@/lib/i18n/format-names";
import type { StandingView } from "@/lib/sessions/types";
import { StandingValue } from "../scoreboard/standing-value";
import { useShownSession } from "../scoreboard/use-shown-session";
import { CrownIcon } from "../ui/icons";
import { Name } from "../ui/name";

type T = ReturnType<typeof useTranslations<"scoreboard">>;

// The game's own value (StandingValue) scaled up: totals, strike marks and token discs alike. No `dark:` colours:
// dark mode turns the colour ramps over (app/globals.css), so every class keeps its contrast by itself.
const HUGE_VALUES =
  "[&_[data-testid=total]]:text-[length:var(--value)] [&_[data-testid=total]]:leading-none [&_[data-testid=strikes]]:text-[length:calc(var(--value)*0.55)] [&_[data-testid=strikes]_span]:text-[length:calc(var(--value)*0.55)] [&_[data-testid=lives]>span]:size-[calc(var(--value)*0.4)]";

// How many columns share the width; whole class names, so Tailwind finds them.
const COLUMNS: Record<number, string> = { 1: "[--cols:1]", 2: "[--cols:2]", 3: "[--cols:3]", 4: "[--cols:4]" };

// The value's size: as tall as the screen allows (landscape: a quarter of the height, or a sixth with two rows of
// three; upright: a row per player), and never wider than its card's inside (`--room`: the board's width less its
// padding and gaps, shared by the columns, less the card's padding) for the widest total on the board (a digit of
// the bold figures is about 0.64 em). The name's: up to a third of the value, its longest word on one line.
// Upright, the name has the card's left half and the value the right. Side by side, the card's width is the limit
// even under the smallest size: at 200 % text 1.1 rem is 35 px, and "Bartholomäus" at 35 px stuck out of its card.
const SIZES =
  "[--value:min(var(--tall),calc(var(--room)/(var(--chars)*0.64_+_0.1)))] [--name-fit:calc(var(--room)/(var(--word)*0.7_+_0.2))] [--name:clamp(1.1rem,min(calc(var(--value)*0.32),var(--name-fit)),4rem)] landscape:[--name:min(clamp(1.1rem,min(calc(var(--value)*0.32),var(--name-fit)),4rem),var(--name-fit))] [--room:calc((100vw_-_2vh)/var(--cols)_-_6vh)] portrait:[--room:45vw]";

// Upright at large text (the board under 20 rem wide), a card stacks: name, value and tags each get the whole width,
// so the longest word of a name fits at the name's smallest size (1.1 rem).
const STACKED = "@max-xs:portrait:grid-cols-1 @max-xs:portrait:px-[16px]";

// Side by side (landscape), the cards share their rows (a subgrid): rank, name, value and tags each on one line across
// the board, so a card with a two-line name or without a tag does not shift its figures (issue 28). Per row of cards:
// the rank, the name, the value (the rest of the height) and the tags.
const CARD_ROWS = {
  1: "landscape:grid-rows-[auto_auto_1fr_auto]",
  2: "landscape:grid-rows-[auto_auto_1fr_auto_auto_auto_1fr_auto]",
} as const;

/** Characters of the widest total on the board (at least two, so one digit more does not halve the figures). */
const widestValue = (rows: StandingView[]) => Math.max(2, ...rows.map((row) => String(row.score ?? 0).length));
/** Letters of the longest word in any name (at least six, so short names stay as big as the value allows). */
const longestWord = (rows: StandingView[]) =>
  Math.min(16, Math.max(6, ...rows.flatMap((row) => row.name.split(/\s+/).map((word) => [...word].length))));

/**
 * The winner (a finished game), the players big, best first, with the leader crowned and who deals and starts the
 * next round, and the tie-break: the session as the phone shows it now (useShownSession).
 */
export function TableStandings() {
  const t = useTranslations("tableMode");
  const ts = useTranslations("scoreboard");
  const locale = useLocale();
  const session = useShownSession();
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const { progress, next } = session;
  const lives = progress.lives ?? null;
  const rows = session.standings;
  // Up to four players side by side; five or six in two rows of three.
  const twoRows = rows.length > 4;
  const winners = session.winners.map((id) => names[id] ?? "?");
  return (
    <>
      {session.status === "finished" ? (
        // As tall as the screen allows, and narrow enough upright that "gewinnt!" or a long name stays one word.
        <p
          className="rounded-2xl bg-felt-800 px-4 py-[1.5vh] text-center text-[clamp(1.25rem,min(8vh,10vw),4rem)] font-extrabold text-white"
          data-testid="table-winner"
        >
          {winners.length > 1
            ? ts("sharedWin", { names: formatNames(winners, locale) })
            : ts("wins", { name: winners[0] ?? "?" })}
        </p>
      ) : null}

      <ol
        data-testid="table-standings"
        style={{ "--chars": widestValue(rows), "--word": longestWord(rows) } as CSSProperties}
        className={`@container grid flex-1 gap-[2vh] ${COLUMNS[twoRows ? 3 : rows.length] ?? COLUMNS[4]} ${SIZES} portrait:grid-cols-1 portrait:[--cols:1] portrait:[--tall:clamp(2.5rem,9vh,6rem)] ${twoRows ? `[--tall:clamp(2.5rem,16vh,8rem)] landscape:grid-cols-3 ${CARD_ROWS[2]}` : `[--tall:clamp(3rem,24vh,11rem)] landscape:grid-flow-col landscape:auto-cols-fr ${CARD_ROWS[1]}`} ${HUGE_VALUES}`}
      >
        {rows.map((row) => (
          <TableRow
            key={row.playerId}
            row={row}
            leader={row.rank === 1 && session.rounds.length > 0 && !row.out}
            lives={lives}
            dealer={next?.dealer === row.playerId}
            starter={next?.starter === row.playerId}
            labels={{
              dealer: t("dealer"),
              starter: t("starter"),
              out: ts("out"),
              team: ts("team", { team: row.team ?? 0 }),
            }}
            t={ts}
          />
        ))}
      </ol>

      {session.tiebreak ? (
        <p className="text-center text-[clamp(1rem,4.5vh,2rem)] font-bold text-red-700" data-testid="table-tiebreak">
          {ts("tiebreak", {
            names: formatNames(
              session.tiebreak.players.map((id) => names[id] ?? "?"),
              locale,
            ),
          })}
        </p>
      ) : null}
    </>
  );
}

function TableRow({
  row,
  leader,
  lives,
  dealer,
  starter,
  labels,
  t,
}: {
  row: StandingView;
  leader: boolean;
  lives: number | null;
  dealer: boolean;
  starter: boolean;
  labels: { dealer: string; starter: string; out: string; team: string };
  t: T;
}) {
  return (
    <li
      data-testid={`table-${row.name}`}
      className={`grid min-w-0 content-center justify-items-center gap-[1vh] rounded-3xl p-[2vh] text-center landscape:row-span-4 landscape:grid-rows-subgrid portrait:grid-cols-[minmax(0,1fr)_auto] portrait:items-center portrait:justify-items-start portrait:gap-x-4 portrait:gap-y-1 portrait:px-4 portrait:text-left ${STACKED} ${
        row.out
          ? "bg-stone-200 opacity-60"
          : leader
            ? "bg-amber-50 ring-4 ring-amber-400"
            : "bg-white ring-1 ring-stone-200"
      }`}
    >
      <span className="flex items-center gap-2 self-end text-[length:calc(var(--name)*0.8)] font-bold text-stone-500 portrait:col-start-1">
        <span className="tabular">{row.rank}.</span>
        {leader ? <CrownIcon className="size-[1em] text-amber-500" /> : null}
      </span>
      {/* Sized so the longest word of any name fits its column; a longer name wraps between words. */}
      <span className="max-w-full self-end text-balance text-[length:var(--name)] font-extrabold leading-tight wrap-break-word portrait:col-start-1">
        <Name>{row.name}</Name>
      </span>
      <span className="self-center portrait:col-start-2 portrait:row-span-2 portrait:row-start-1 portrait:justify-self-end @max-xs:portrait:col-start-1 @max-xs:portrait:row-span-1 @max-xs:portrait:row-start-auto @max-xs:portrait:justify-self-start">
        <StandingValue row={row} lives={lives} t={t} />
      </span>
      {/* Upright, the tags have the card's whole width under the name and the value, and a size that fits the screen's
          width: "Ausgeschieden" stays one word. */}
      <span className="flex flex-wrap justify-center gap-2 self-start text-[clamp(0.9rem,min(3.5vh,5vw),1.5rem)] font-semibold empty:hidden portrait:col-span-2 portrait:col-start-1 portrait:justify-start @max-xs:portrait:col-span-1">
        {dealer ? <Tag tone="felt">{labels.dealer}</Tag> : null}
        {starter ? <Tag tone="amber">{labels.starter}</Tag> : null}
        {row.team !== undefined ? <Tag tone="stone">{labels.team}</Tag> : null}
        {row.out ? <Tag tone="red">{labels.out}</Tag> : null}
      </span>
    </li>
  );
}

const TAGS = {
  felt: "bg-felt-700 text-white",
  amber: "bg-amber-200 text-amber-950",
  stone: "bg-stone-200 text-stone-800",
  red: "bg-red-100 text-red-800",
} as const;

function Tag({ tone, children }: { tone: keyof typeof TAGS; children: string }) {
  // A tag is a word or two: never hyphenated or cut inside a word (the line gives it room instead).
  return <span className={`rounded-full px-3 py-0.5 wrap-normal hyphens-manual ${TAGS[tone]}`}>{children}</span>;
}
