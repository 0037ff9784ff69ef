"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { memo } from "react";
import type { SessionView } from "@/lib/sessions/types";
import { Name } from "../ui/name";
import { useOpenRoundInPlace } from "./round-in-place";
import { useShownSession } from "./use-shown-session";

/**
 * Round by round, one column per player, with running totals in the footer. A client component: it renders the
 * session the phone shows now (useShownSession), so a round saved, edited or undone on another phone shows without a
 * server render; the server still renders it into the HTML (decision 018: the page hands numbers, not rows).
 */
export function RoundsTable({ editable }: { editable: boolean }) {
  const t = useTranslations("scoreboard");
  const session = useShownSession();
  const openInPlace = useOpenRoundInPlace();
  if (session.rounds.length === 0) {
    return <p className="rounded-2xl bg-white p-4 text-center text-stone-600 ring-1 ring-stone-200">{t("noRounds")}</p>;
  }
  // Running totals come with each round (tie-break rounds not added); games without a score (strikes,
  // tokens) total their round scores too: strikes taken, tokens lost.
  const totals = session.rounds.at(-1)?.totals ?? {};
  return (
    <section aria-labelledby="rounds-heading" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <h2 id="rounds-heading" className="mb-2 px-1 text-xl font-bold">
        {t("rounds")}
      </h2>
      {/* A wide table scrolls sideways (a shadow at the edge says so): focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys. */}
      <div className="scroll-cue overflow-x-auto" tabIndex={0} role="region" aria-labelledby="rounds-heading">
        <table className="tabular w-full border-collapse text-center text-lg" data-testid="rounds-table">
          <thead>
            <tr className="border-b-2 border-stone-300 text-sm">
              <th scope="col" className="px-1 py-2 text-left">
                #
              </th>
              {session.players.map((p) => (
                // A name wraps between its words only: a long one widens its column, and the table scrolls sideways.
                // No max-width: a single word wider than it spilled over the next column's name at 200 %.
                <th key={p.id} scope="col" className="px-1 py-2 font-semibold">
                  <Name>{p.name}</Name>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {session.rounds.map((round) => (
              <RoundRow
                key={round.number}
                round={round}
                players={session.players}
                href={`/sessions/${session.id}/rounds/${round.number}`}
                editable={editable}
                openInPlace={openInPlace}
                t={t}
              />
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-400 font-extrabold">
              <th scope="row" className="px-1 py-2 text-left text-sm">
                {t("total")}
              </th>
              {session.players.map((p) => (
                <td key={p.id} className="px-1 py-2">
                  {totals[p.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

type T = ReturnType<typeof useTranslations<"scoreboard">>;
type ShownRound = SessionView["rounds"][number];

interface RoundRowProps {
  round: ShownRound;
  players: SessionView["players"];
  href: string;
  editable: boolean;
  openInPlace: ReturnType<typeof useOpenRoundInPlace>;
  t: T;
}

/**
 * One round's row. The phone's view is computed anew at every change (a new object per round), so a row compares what
 * it shows: at Save only the new round's row renders, not every row before it (save → board, issue 27).
 */
const RoundRow = memo(function RoundRow({ round, players, href, editable, openInPlace, t }: RoundRowProps) {
  return (
    <tr className={`border-b border-stone-200 ${round.tiebreak ? "bg-red-50 italic" : ""}`}>
      <th scope="row" className="px-1 py-1 text-left font-semibold">
        {editable ? (
          // No prefetch: one per round on screen while the scoreboard starts, for a correction (decision 031).
          // On a scorer's board the edit opens in place over it (round-in-place.tsx), the page at the address.
          <Link
            href={href}
            prefetch={false}
            onClick={openInPlace ?? undefined}
            data-edit-round={round.number}
            className="inline-flex min-h-11 min-w-11 items-center gap-1 text-felt-700 underline"
            aria-label={t("editRound", { round: round.number })}
          >
            {round.number}
            <span aria-hidden>✎</span>
          </Link>
        ) : (
          round.number
        )}
        {round.tiebreak ? <span className="block text-xs font-normal text-red-700">{t("tiebreakRound")}</span> : null}
      </th>
      {players.map((p) => {
        const score = round.scores[p.id];
        return (
          <td key={p.id} className="px-1 py-1">
            {score === undefined ? (
              <span className="text-stone-400">–</span>
            ) : score === 0 ? (
              <span className="font-bold text-felt-700">0</span>
            ) : (
              score
            )}
            {score !== undefined && !round.tiebreak ? (
              <span
                className="block text-xs text-stone-500"
                role="img"
                aria-label={t("runningTotal", { total: round.totals[p.id] ?? 0 })}
              >
                {round.totals[p.id]}
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}, sameRow);

function sameRow(a: RoundRowProps, b: RoundRowProps): boolean {
  if (a.href !== b.href || a.editable !== b.editable || a.openInPlace !== b.openInPlace || a.t !== b.t) return false;
  if (a.round.number !== b.round.number || !!a.round.tiebreak !== !!b.round.tiebreak) return false;
  if (a.players.length !== b.players.length) return false;
  return a.players.every(
    (p, i) =>
      p.id === b.players[i]?.id &&
      p.name === b.players[i]?.name &&
      a.round.scores[p.id] === b.round.scores[p.id] &&
      a.round.totals[p.id] === b.round.totals[p.id],
  );
}
