import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import type { SessionListItem } from "@/lib/sessions/types";
import { Pill } from "../ui/pill";

export async function RecentSessions({ sessions }: { sessions: SessionListItem[] }) {
  const t = await getTranslations("home");
  const tg = await getTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  if (sessions.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-lg text-stone-600 ring-1 ring-stone-200">{t("empty")}</p>
    );
  }
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="mb-2 text-xl font-bold text-stone-800">
        {t("recent")}
      </h2>
      <ul className="space-y-2">
        {sessions.map((session) => (
          <li key={session.id}>
            <Link
              href={`/sessions/${session.id}`}
              className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-felt-600 focus-visible:outline-3 focus-visible:outline-amber-500"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-lg font-bold">{tg(`${session.game}.name`)}</span>
                {session.status === "finished" ? (
                  <Pill tone="green">{t("finished")}</Pill>
                ) : (
                  <Pill tone="amber">{t("inProgress", { rounds: session.rounds })}</Pill>
                )}
              </div>
              <p className="mt-1 text-stone-700">{formatNames(session.players, locale)}</p>
              <p className="mt-1 text-sm text-stone-500">
                {format.dateTime(new Date(session.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
                {session.winners.length > 0 ? ` · ${t("won", { names: formatNames(session.winners, locale) })}` : ""}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
