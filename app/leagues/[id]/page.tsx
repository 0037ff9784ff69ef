import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LineChart } from "@/components/charts/line-chart";
import { BackupDownload } from "@/components/leagues/backup-download";
import { Evenings } from "@/components/leagues/evenings";
import { EveningsPager } from "@/components/leagues/evenings-pager";
import { StandingsFilters } from "@/components/leagues/filters";
import { StandingsTable } from "@/components/leagues/standings-table";
import { LeagueLive } from "@/components/live/league-live";
import { RememberVisit } from "@/components/remember-visit";
import { ShareLink } from "@/components/share-link";
import { buttonClass, LinkButton } from "@/components/ui/button";
import { Name } from "@/components/ui/name";
import { Panel } from "@/components/ui/panel";
import { RATING_AXIS_SPAN } from "@/lib/figures";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { canEditLeague, getStandings, leagueEveningsPage, loadLeague } from "@/lib/leagues/data";
import { leaguePageSchema, RACE_WINDOW, standingsFilterSchema } from "@/lib/leagues/schema";

export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Query> };

/** The address's filter part: everything but the page of evenings (which must not turn off the season default). */
const filterPart = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key !== "evenings"));

/** The address of a page of evenings, keeping the filter as it is. */
function eveningsHref(id: string, query: Query, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterPart(query))) if (typeof value === "string") params.set(key, value);
  if (page > 1) params.set("evenings", String(page));
  const search = params.toString();
  return `/leagues/${id}${search ? `?${search}` : ""}#evenings`;
}

/** The filter from the address; a first visit (no query at all) shows the league's season. */
async function load(id: string, query: Query) {
  // The league itself is read once per render (loadLeague is cached; getStandings reads it through the same cache).
  const league = await loadLeague(id);
  if (!league) notFound();
  const filterQuery = filterPart(query);
  const parsed = standingsFilterSchema.safeParse(
    Object.fromEntries(Object.entries(filterQuery).filter(([, v]) => typeof v === "string" && v !== "")),
  );
  let filter = parsed.success ? parsed.data : {};
  if (Object.keys(filterQuery).length === 0) {
    const { seasonStart, seasonEnd } = league;
    filter = { ...(seasonStart ? { from: seasonStart } : {}), ...(seasonEnd ? { to: seasonEnd } : {}) };
  }
  return { filter, ...(await getStandings(id, filter)) };
}

export async function generateMetadata({ params }: Props) {
  return { title: (await loadLeague((await params).id))?.name };
}

export default async function LeaguePage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const { league, standings, games, race, filter } = await load(id, query);
  const evenings = await leagueEveningsPage(id, leaguePageSchema.parse(query).evenings);
  const raceWindowed = games > RACE_WINDOW;
  const t = await getTranslations("leagues");
  const tg = await getTranslations("games");
  const tc = await getTranslations("charts");
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
        {race.length > 1 ? (
          <Panel title={t("ratingRace")}>
            {raceWindowed ? (
              <p className="mb-2 text-sm text-stone-600" data-testid="race-window">
                {t("raceWindow", { count: RACE_WINDOW })}
              </p>
            ) : null}
            <LineChart
              data={race}
              xKey="game"
              xLabel={tc("game")}
              series={standings.map((r) => r.name)}
              minSpan={RATING_AXIS_SPAN}
              label={raceWindowed ? t("ratingRaceRecentLabel", { count: RACE_WINDOW }) : t("ratingRaceLabel")}
            />
          </Panel>
        ) : null}
        <div id="evenings" className="scroll-mt-4">
          <Panel title={t("evenings")}>
            <Evenings evenings={evenings.evenings} />
            <EveningsPager
              page={evenings.page}
              pages={evenings.pages}
              hrefOf={(page) => eveningsHref(id, query, page)}
            />
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
