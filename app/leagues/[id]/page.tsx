import { getTranslations } from "next-intl/server";
import { BackupDownload } from "@/components/leagues/backup-download";
import { StandingsFilters } from "@/components/leagues/filters";
import { StandingsTable } from "@/components/leagues/standings-table";
import { LeagueLive } from "@/components/live/league-live";
import { RememberVisit } from "@/components/remember-visit";
import { ShareLink } from "@/components/share-link";
import { buttonClass, LinkButton } from "@/components/ui/button";
import { LoadedWhenNear } from "@/components/ui/loaded-when-near";
import { Name } from "@/components/ui/name";
import { Panel } from "@/components/ui/panel";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { canEditLeague, loadLeague } from "@/lib/leagues/data";
import { type Query, standingsFor } from "./query";
import { eveningsSection, raceSection } from "./sections";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props) {
  return { title: (await loadLeague((await params).id))?.name };
}

export default async function LeaguePage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  // Standings first: the rating race and the evenings are rendered on requests of their own once the reader nears
  // them (./sections.tsx), so the first answer's size and cost do not grow with the league (issue 28).
  const { league, standings, games, filter } = await standingsFor(id, query, { race: false });
  const t = await getTranslations("leagues");
  const tg = await getTranslations("games");
  const token = await leagueTokenFor(id);
  const editable = await canEditLeague(id, token);
  const season =
    league.seasonStart || league.seasonEnd ? `${league.seasonStart ?? "…"} – ${league.seasonEnd ?? "…"}` : null;
  const exportHref = (what: string, format: string) => `/api/v1/leagues/${id}/export?what=${what}&format=${format}`;
  return (
    <ClientMessages page="league">
      <div className="space-y-4">
        <RememberVisit kind="league" id={id} />
        <header>
          <h1 className="text-2xl font-extrabold text-felt-900">
            <Name>{league.name}</Name>
          </h1>
          <p className="text-stone-600">
            {league.game ? tg(`${league.game}.name`) : t("allGames")}
            {season ? ` · ${t("season", { season })}` : ""}
          </p>
        </header>
        <LeagueLive leagueId={id} />
        {editable ? (
          <LinkButton href={`/new?league=${id}`} className="w-full text-xl">
            + {t("newGame")}
          </LinkButton>
        ) : (
          <p className="rounded-xl bg-stone-200 p-3 text-center text-stone-700">{t("viewOnly")}</p>
        )}
        {editable && token ? (
          <ShareLink
            path={`/leagues/${id}/join?token=${encodeURIComponent(token)}`}
            title={t("editLink")}
            help={t("editLinkHelp")}
          />
        ) : null}
        <Panel title={t("standings")}>
          {games > 0 ? <p className="text-sm text-stone-600">{t("gamesCounted", { count: games })}</p> : null}
          {standings.length > 0 ? (
            <StandingsTable leagueId={id} rows={standings} />
          ) : (
            <p className="py-4 text-center text-stone-600">{t("noFinishedGames")}</p>
          )}
          <p className="mt-2 text-sm text-stone-600">{t("ratingHelp")}</p>
          <StandingsFilters filter={filter} />
        </Panel>
        {games > 1 ? (
          <Panel title={t("ratingRace")}>
            <LoadedWhenNear load={raceSection.bind(null, id, query)} minHeight="22rem" testId="race-part" />
          </Panel>
        ) : null}
        <div id="evenings" className="scroll-mt-4">
          <Panel title={t("evenings")}>
            <LoadedWhenNear load={eveningsSection.bind(null, id, query)} minHeight="12rem" testId="evenings-part" />
          </Panel>
        </div>
        <Panel title={t("export")}>
          <dl className="space-y-2">
            {(["standings", "games"] as const).map((what) => (
              <div key={what} className="flex flex-wrap items-center gap-2">
                <dt className="grow text-lg font-semibold">{t(what === "standings" ? "standings" : "games")}</dt>
                {(["csv", "json"] as const).map((format) => (
                  <dd key={format}>
                    <a
                      className={buttonClass("secondary", "min-w-20 text-base uppercase")}
                      href={exportHref(what, format)}
                      download
                      aria-label={t(`export_${what}_${format}`)}
                    >
                      {format}
                    </a>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </Panel>
        {editable ? (
          <Panel title={t("backup")}>
            <BackupDownload leagueId={id} />
          </Panel>
        ) : null}
      </div>
    </ClientMessages>
  );
}
