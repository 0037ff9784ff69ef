import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import type { SessionView, StandingView } from "@/lib/sessions/types";
import { StandingValue } from "../scoreboard/standings";
import { CrownIcon } from "../ui/icons";
import { Name } from "../ui/name";
import { WakeLockKeeper } from "../wake-lock";
import { TableRefresh } from "./table-refresh";

// Table mode (issue 11): the standings for a phone or tablet lying in the middle of the table, readable from a
// metre away. The whole screen, landscape first; names and totals as big as the screen allows. Everything shown
// comes from the session view the scoreboard renders, so every game works without a game-specific line here.

// The game's own value (StandingValue) scaled up: totals, strike marks and token discs alike.
const HUGE_VALUES =
  "[&_[data-testid=total]]:text-[length:var(--value)] [&_[data-testid=total]]:leading-none [&_[data-testid=strikes]]:text-[length:calc(var(--value)*0.55)] [&_[data-testid=strikes]_span]:text-[length:calc(var(--value)*0.55)] [&_[data-testid=lives]>span]:size-[calc(var(--value)*0.4)]";

// How many columns share the width (the name's size follows it); whole class names, so Tailwind finds them.
const COLUMNS: Record<number, string> = { 1: "[--cols:1]", 2: "[--cols:2]", 3: "[--cols:3]", 4: "[--cols:4]" };

export async function TableBoard({ session }: { session: SessionView }) {
  const t = await getTranslations("tableMode");
  const ts = await getTranslations("scoreboard");
  const tg = await getTranslations("games");
  const locale = await getLocale();
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const { progress, next } = session;
  const lives = progress.lives ?? null;
  const rows = session.standings;
  // Up to four players side by side; five or six in two rows of three.
  const twoRows = rows.length > 4;
  const winners = session.winners.map((id) => names[id] ?? "?");
  return (
    <div
      data-testid="table-mode"
      className="fixed inset-0 z-40 flex flex-col gap-[2vh] overflow-auto bg-stone-100 p-[2vh] text-stone-900"
    >
      <WakeLockKeeper />
      <TableRefresh />
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-[clamp(1rem,min(4.5vh,5vw),2rem)]">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <h1 className="font-extrabold">{tg(`${session.game}.name`)}</h1>
          <span className="whitespace-nowrap text-stone-600" data-testid="table-progress">
            {progress.rounds
              ? ts("roundsOf", { played: progress.rounds.played, total: progress.rounds.total })
              : next
                ? t("round", { round: next.round })
                : ts(`status.${session.status}`)}
          </span>
        </div>
        <Link
          href={`/sessions/${session.id}`}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-felt-700 ring-1 ring-stone-300"
        >
          {t("back")}
        </Link>
      </header>

      {session.status === "finished" ? (
        <p
          className="rounded-2xl bg-felt-800 px-4 py-[1.5vh] text-center text-[clamp(1.5rem,8vh,4rem)] font-extrabold text-white"
          data-testid="table-winner"
        >
          {winners.length > 1
            ? ts("sharedWin", { names: formatNames(winners, locale) })
            : ts("wins", { name: winners[0] ?? "?" })}
        </p>
      ) : null}

      <ol
        data-testid="table-standings"
        className={`grid flex-1 gap-[2vh] ${COLUMNS[twoRows ? 3 : rows.length] ?? COLUMNS[4]} [--name:clamp(1.25rem,min(calc(var(--value)*0.3),calc(88vw/var(--cols)/7)),4rem)] portrait:grid-cols-1 portrait:[--cols:1] portrait:[--value:clamp(2.5rem,9vh,6rem)] ${twoRows ? "[--value:clamp(2.5rem,13vh,7rem)] landscape:grid-cols-3" : "[--value:clamp(3rem,24vh,11rem)] landscape:grid-flow-col landscape:auto-cols-fr"} ${HUGE_VALUES}`}
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
      <p className="text-center text-sm text-stone-600 landscape:hidden">{t("rotate")}</p>
    </div>
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
  t: Awaited<ReturnType<typeof getTranslations<"scoreboard">>>;
}) {
  return (
    <li
      data-testid={`table-${row.name}`}
      className={`flex min-w-0 flex-col items-center justify-center gap-[1vh] rounded-3xl p-[2vh] text-center ${
        row.out
          ? "bg-stone-200 opacity-60"
          : leader
            ? "bg-amber-50 ring-4 ring-amber-400"
            : "bg-white ring-1 ring-stone-200"
      }`}
    >
      <span className="flex items-center gap-2 text-[length:calc(var(--name)*0.8)] font-bold text-stone-500">
        <span className="tabular">{row.rank}.</span>
        {leader ? <CrownIcon className="size-[1em] text-amber-500" /> : null}
      </span>
      {/* A name of about ten letters fits its column on one line; a longer one wraps between words. */}
      <span className="max-w-full text-balance text-[length:var(--name)] font-extrabold leading-tight [overflow-wrap:anywhere]">
        <Name>{row.name}</Name>
      </span>
      <StandingValue row={row} lives={lives} t={t} />
      <span className="flex flex-wrap justify-center gap-2 text-[clamp(0.9rem,3.5vh,1.5rem)] font-semibold">
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
  return <span className={`rounded-full px-3 py-0.5 ${TAGS[tone]}`}>{children}</span>;
}
