import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import type { SessionListItem } from "@/lib/sessions/types";
import { GameHistory, type HistoryItem } from "./game-history";

/** This phone's games, newest first: worded here (dates, scores, status), searched and paged in the browser. */
export async function RecentSessions({ sessions }: { sessions: SessionListItem[] }) {
  const t = await getTranslations("home");
  const th = await getTranslations("entry.history");
  const tg = await getTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  if (sessions.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-lg text-stone-600 ring-1 ring-stone-200">{t("empty")}</p>
    );
  }
  // The game's own measure: points or penalty, strikes (Ninety-Eight), tokens left (adding game).
  const measure = (s: SessionListItem["standings"][number]) =>
    s.out && s.strikes === undefined && s.score === undefined
      ? th("out")
      : s.score !== undefined
        ? String(s.score)
        : s.strikes !== undefined
          ? th("strikes", { count: s.strikes })
          : s.lives !== undefined
            ? th("tokens", { count: s.lives })
            : "";
  const items: HistoryItem[] = sessions.map((session) => ({
    id: session.id,
    gameName: tg(`${session.game}.name`),
    players: session.players,
    playerList: formatNames(session.players, locale),
    finished: session.status === "finished",
    status: session.status === "finished" ? t("finished") : t("inProgress", { rounds: session.rounds }),
    when: format.dateTime(new Date(session.updatedAt), { dateStyle: "medium", timeStyle: "short" }),
    won: session.winners.length > 0 ? t("won", { names: formatNames(session.winners, locale) }) : null,
    standings: (session.rounds === 0 ? [] : session.standings).map((s) => ({
      name: s.name,
      rank: s.rank,
      text: measure(s),
      winner: session.winners.includes(s.name),
    })),
  }));
  return <GameHistory items={items} />;
}
