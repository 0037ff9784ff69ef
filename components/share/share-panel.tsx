import { getFormatter, getLocale } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import type { SessionView, StandingView } from "@/lib/sessions/types";
import { ShareResult } from "../scoreboard/client-parts";

type T = Awaited<ReturnType<typeof getPlainTranslations<"scoreboard">>>;

/** The words for a player's result, whatever the game keeps (the same words the standings read out). */
function valueText(row: StandingView, lives: number | null, t: T): string {
  if (row.strikes !== undefined) {
    return lives === null ? t("strikesCount", { strikes: row.strikes }) : t("strikes", { strikes: row.strikes, lives });
  }
  if (row.lives !== undefined) return t("tokens", { lives: row.lives });
  return t("points", { points: row.score ?? 0 });
}

/**
 * A finished game's summary, made here in the reader's language; the share sheet itself is ShareResult. Every text
 * leaves the page (a share sheet, the clipboard, the picture's title): plain translators, no soft hyphens.
 */
export async function SharePanel({ session }: { session: SessionView }) {
  const t = await getPlainTranslations("share");
  const ts = await getPlainTranslations("scoreboard");
  const tg = await getPlainTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  const names = new Map(session.players.map((p) => [p.id, p.name]));
  const winners = session.winners.map((id) => names.get(id) ?? "?");
  const winner =
    winners.length > 1
      ? ts("sharedWin", { names: formatNames(winners, locale) })
      : ts("wins", { name: winners[0] ?? "?" });
  const game = tg(`${session.game}.name`);
  const title = t("summaryTitle", { game, winner });
  const lines = session.standings.map((row) =>
    t("line", { rank: row.rank, name: row.name, value: valueText(row, session.progress.lives ?? null, ts) }),
  );
  const played = t("played", {
    date: format.dateTime(new Date(`${session.playedOn}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }),
    rounds: session.rounds.length,
  });
  // The chart's lines: games that keep a score, as the scoreboard's chart (tie-break rounds add nothing).
  const scored = session.standings.every((row) => row.score !== undefined);
  const counted = session.rounds.filter((round) => !round.tiebreak);
  const series = scored
    ? session.players.map((p) => ({ name: p.name, totals: [0, ...counted.map((round) => round.totals[p.id] ?? 0)] }))
    : [];
  return (
    <ShareResult
      sessionId={session.id}
      title={title}
      text={[title, ...lines, played].join("\n")}
      series={series}
      fileName={`deckside-${session.game}-${session.playedOn}`}
    />
  );
}
