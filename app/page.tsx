import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { GameHistorySkeleton } from "@/components/home/game-history";
import { LeagueList } from "@/components/home/league-list";
import { RecentSessions } from "@/components/home/recent-sessions";
import { PeopleLink } from "@/components/people/people-link";
import { LinkButton } from "@/components/ui/button";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { listLeagues } from "@/lib/leagues/data";
import { KEEP, recentIds } from "@/lib/recent/cookies";
import { listSessions } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const t = await getTranslations("home");
  return (
    <ClientMessages page="home">
      <div className="space-y-6">
        <section className="space-y-3 pt-2 text-center">
          <h1 className="text-3xl font-extrabold text-felt-900">{t("title")}</h1>
          <p className="text-lg text-stone-700">{t("intro")}</p>
          <LinkButton href="/new" className="w-full text-xl">
            <span aria-hidden>+</span> {t("newGame")}
          </LinkButton>
        </section>
        {/* The history streams in after the page: a long one never holds up the "New game" button. */}
        <Suspense fallback={<GameHistorySkeleton />}>
          <History />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

// Only what this browser started or opened: on a shared server, other tables' games stay out of sight.
async function History() {
  const t = await getTranslations("home");
  const [sessions, leagues] = await Promise.all([
    listSessions(await recentIds("session"), KEEP),
    listLeagues(await recentIds("league")),
  ]);
  return (
    <div className="space-y-6">
      <RecentSessions sessions={sessions} />
      {sessions.length > 0 ? <PeopleLink /> : null}
      <LeagueList leagues={leagues} />
      <Link href="/phone" className="inline-flex min-h-12 items-center text-felt-800 underline">
        {t("phoneLink")}
      </Link>
    </div>
  );
}
