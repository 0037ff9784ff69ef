"use client";
import { useTranslations } from "next-intl";
import {
  explainShownRound,
  type PlayerRoundResult,
  type RoundExplanation,
} from "@/lib/games/ninety-nine-tricks/scoring";
import { useShownSession } from "../scoreboard/use-shown-session";
import { SuitSymbol } from "./suit-symbol";

type T = ReturnType<typeof useTranslations<"ninety-nine-tricks.summary">>;

/**
 * The last round explained on the scoreboard, settling the argument at the table:
 * "Ann made 3 of 3: 3 + 30 (only one made it)", "Ben bid 1, took 5: 5".
 */
export function TricksRoundSummary() {
  const session = useShownSession();
  const t = useTranslations("ninety-nine-tricks.summary");
  const tc = useTranslations("cards");
  const last = session.rounds.at(-1);
  const explained = last
    ? explainShownRound(
        last.entry,
        session.players.map((p) => p.id),
        session.options,
      )
    : null;
  if (!last || !explained) return null;
  const names = Object.fromEntries(session.players.map((p) => [p.id, p.name]));
  const { trump } = explained;
  const { rounds } = session.progress;
  const left = rounds && session.status === "active" ? Math.max(0, rounds.total - rounds.played) : null;

  return (
    <section
      aria-labelledby="tricks-summary-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="round-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="tricks-summary-heading" className="text-xl font-bold">
          {t("title", { round: last.number })}
        </h2>
        {trump ? (
          <span className="text-base text-stone-700" data-testid="summary-trump">
            {trump === "none" ? (
              t("noTrump")
            ) : (
              <>
                {t("trump", { suit: tc(`suit.${trump}`) })} <SuitSymbol suit={trump} />
              </>
            )}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-stone-700">{bonusLine(explained, t)}</p>
      <ul className="@container mt-3 space-y-2">
        {explained.players.map((row) => (
          <li
            key={row.player}
            className={`flex flex-wrap items-center gap-x-3 rounded-xl px-3 py-2 @max-3xs:px-2 ${row.made ? "bg-felt-50 ring-1 ring-felt-100" : "bg-stone-50"}`}
            data-testid={`summary-${names[row.player]}`}
          >
            <span aria-hidden className={`text-2xl font-extrabold ${row.made ? "text-felt-700" : "text-stone-500"}`}>
              {row.made ? "✓" : "✗"}
            </span>
            {/* At a large text size (the list narrower than 16rem) the line takes a row of its own under the mark and
                the points, a size smaller, so its words stay whole. */}
            <span className="min-w-0 flex-1 text-lg leading-snug wrap-break-word @max-3xs:order-last @max-3xs:basis-full @max-3xs:text-base">
              {playerLine(row, explained, names, t)}
            </span>
            <span
              className="tabular ml-auto text-2xl font-extrabold text-felt-900"
              role="img"
              aria-label={t("points", { points: row.points })}
            >
              {row.points}
            </span>
          </li>
        ))}
      </ul>
      {left !== null ? (
        <p className="mt-3 text-base font-semibold text-stone-700" data-testid="rounds-left">
          {t("roundsLeft", { left })}
        </p>
      ) : null}
    </section>
  );
}

function bonusLine(explained: RoundExplanation, t: T): string {
  if (explained.madeCount === 0) return t("nobodyMade");
  return t(`bonusFor${explained.madeCount as 1 | 2 | 3}`, { bonus: explained.bonusEach });
}

/** "Ann made 3 of 3: 3 + 30 (only one made it)" / "Ben bid 1, took 5: 5", with a premium part when one was played. */
function playerLine(row: PlayerRoundResult, explained: RoundExplanation, names: Record<string, string>, t: T): string {
  const name = names[row.player] ?? "?";
  const head = row.made ? t("made", { name, bid: row.bid }) : t("missed", { name, bid: row.bid, tricks: row.tricks });
  const parts = [String(row.trickPoints)];
  if (row.bonus > 0)
    parts.push(t("bonusPart", { bonus: row.bonus, reason: t(`reason${explained.madeCount as 1 | 2 | 3}`) }));
  const premium = explained.premium;
  if (premium && row.premium > 0) {
    parts.push(
      premium.player === row.player
        ? t(premium.kind === "declare" ? "declareMade" : "revealMade", { points: row.premium })
        : t(premium.kind === "declare" ? "declareFailed" : "revealFailed", {
            points: row.premium,
            name: names[premium.player] ?? "?",
          }),
    );
  }
  const line = t("line", { head, parts: parts.join(" + ") });
  if (premium && premium.player === row.player && !premium.success) {
    return t("withNote", {
      line,
      note: t(premium.kind === "declare" ? "declareLost" : "revealLost", { points: premium.amount }),
    });
  }
  return line;
}
