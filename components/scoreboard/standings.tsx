import { getTranslations } from "next-intl/server";
import type { SessionView, StandingView } from "@/lib/sessions/types";

/** One big row per player, best first: readable from across the table. */
export async function Standings({ session }: { session: SessionView }) {
  const t = await getTranslations("scoreboard");
  const threshold = typeof session.options.threshold === "number" && session.options.rounds === null ? session.options.threshold : null;
  const playedRounds = session.rounds.filter((r) => !r.tiebreak).length;
  const fixedRounds = typeof session.options.rounds === "number" ? session.options.rounds : null;
  return (
    <section aria-labelledby="standings-heading" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <div className="mb-2 flex items-baseline justify-between px-1">
        <h2 id="standings-heading" className="text-xl font-bold">{t("standings")}</h2>
        <span className="text-sm text-stone-600">
          {fixedRounds !== null ? t("roundsOf", { played: playedRounds, total: fixedRounds }) : threshold !== null ? t("playsTo", { threshold }) : null}
        </span>
      </div>
      <ol className="space-y-2" data-testid="standings">
        {session.standings.map((row) => (
          <StandingRow key={row.playerId} row={row} leader={row.rank === 1 && session.rounds.length > 0} threshold={threshold} t={t} />
        ))}
      </ol>
    </section>
  );
}

function StandingRow({ row, leader, threshold, t }: { row: StandingView; leader: boolean; threshold: number | null; t: Awaited<ReturnType<typeof getTranslations>> }) {
  const score = row.score ?? 0;
  const left = threshold !== null ? threshold - score : null;
  return (
    <li
      data-testid={`standing-${row.name}`}
      className={`flex items-center gap-3 rounded-xl px-3 py-2 ${leader ? "bg-amber-50 ring-2 ring-amber-400" : "bg-stone-50"}`}
    >
      <span className="tabular w-8 text-center text-2xl font-extrabold text-stone-500" aria-label={t("rank", { rank: row.rank })}>
        {row.rank}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xl font-bold">{leader ? <span aria-hidden>👑 </span> : null}{row.name}</span>
        {left !== null ? (
          <span className="block text-sm text-stone-600">{left > 0 ? t("toThreshold", { left, threshold: threshold! }) : t("reachedThreshold", { threshold: threshold! })}</span>
        ) : null}
      </span>
      <span className="tabular text-4xl font-extrabold text-felt-900" data-testid="total" aria-label={t("points", { points: score })}>
        {score}
      </span>
    </li>
  );
}
