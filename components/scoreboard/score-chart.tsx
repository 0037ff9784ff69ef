import { getTranslations } from "next-intl/server";
import type { SessionView } from "@/lib/sessions/types";
import { LineChart } from "../charts/line-chart";

/** Each player's cumulative score round by round (games that keep a score; tie-break rounds are not added). */
export async function ScoreChart({ session }: { session: SessionView }) {
  if (session.rounds.length < 2 || session.standings.some((row) => row.score === undefined)) return null;
  const t = await getTranslations("scoreboard");
  const running: Record<string, number> = Object.fromEntries(session.players.map((p) => [p.name, 0]));
  const data = [
    { round: 0, ...running },
    ...session.rounds
      .filter((r) => !r.tiebreak)
      .map((round) => {
        for (const player of session.players) running[player.name]! += round.scores[player.id] ?? 0;
        return { round: round.number, ...running };
      }),
  ];
  return (
    <section aria-labelledby="progress-heading" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <h2 id="progress-heading" className="mb-2 px-1 text-xl font-bold">
        {t("progress")}
      </h2>
      <LineChart data={data} xKey="round" series={session.players.map((p) => p.name)} label={t("progressLabel")} />
    </section>
  );
}
