import { getTranslations } from "next-intl/server";
import { EveningRecap } from "@/components/evenings/evening-recap";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { phoneMerges } from "@/lib/people/cookies";
import { loadPhoneGames } from "@/lib/people/data";
import { eveningGameOf } from "@/lib/people/evening-games";
import { KEEP, recentIds } from "@/lib/recent/cookies";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ day?: string; game?: string; league?: string }> };

export async function generateMetadata() {
  return { title: (await getPlainTranslations("evenings"))("recap") };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An evening's recap: this phone's games of one day (grouped in the browser, by the phone's own day), or a league's
 * evening (`league`: its games of that day, as the league page counts days).
 */
export default async function EveningPage({ searchParams }: Props) {
  const { day, game, league } = await searchParams;
  const t = await getTranslations("evenings");
  const leagueId = typeof league === "string" && league !== "" ? league : null;
  const loaded = leagueId
    ? (await loadPhoneGames([], [leagueId])).filter((g) => g.leagueId === leagueId)
    : await loadPhoneGames((await recentIds("session")).slice(0, KEEP), []);
  const games = loaded.map(eveningGameOf);
  const leagueName = leagueId ? (loaded[0]?.leagueName ?? null) : null;
  return (
    <ClientMessages page="evening">
      <div className="space-y-4 wrap-break-word">
        <EveningRecap
          games={games}
          day={typeof day === "string" && DAY.test(day) ? day : null}
          gameId={typeof game === "string" ? game : null}
          league={leagueId ? { id: leagueId, name: leagueName ?? "" } : null}
          merges={await phoneMerges()}
        />
        <noscript>{t("none")}</noscript>
      </div>
    </ClientMessages>
  );
}
