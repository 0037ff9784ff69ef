import { getTranslations } from "next-intl/server";
import type { SessionView } from "@/lib/sessions/types";
import { LineChart } from "../charts/line-chart";

/** Each player's running total round by round (games that keep a score), as the engine totals it. */
export async function ScoreChart({ session }: { session: SessionView }) {
  if (session.rounds.length < 2 || session.standings.some((row) => row.score === undefined)) return null;
  const t = await getTranslations("scoreboard");
  const tc = await getTranslations("charts");
  const line = (round: number, totals: Record<string, number>) => ({
    round,
    ...Object.fromEntries(session.players.map((p) => [p.name, totals[p.id] ?? 0])),
  });
  // Tie-break rounds add nothing, so they are no point on the line.
  const data = [line(0, {}), ...session.rounds.filter((r) => !r.tiebreak).map((r) => line(r.number, r.totals))];
  return (
    <section aria-labelledby="progress-heading" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <h2 id="progress-heading" className="mb-2 px-1 text-xl font-bold">
        {t("progress")}
      </h2>
      <LineChart
        data={data}
        xKey="round"
        xLabel={tc("round")}
        series={session.players.map((p) => p.name)}
        label={t("progressLabel")}
      />
    </section>
  );
}
