import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { LineChart } from "@/components/charts/line-chart";
import { MemberAdmin } from "@/components/leagues/member-admin";
import { LeagueLive } from "@/components/live/league-live";
import { LinkButton } from "@/components/ui/button";
import { Name } from "@/components/ui/name";
import { Panel } from "@/components/ui/panel";
import { FIGURE_FORMAT, RATING_AXIS_SPAN } from "@/lib/figures";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { leagueTokenFor } from "@/lib/leagues/cookies";
import { canEditLeague, loadMemberPage } from "@/lib/leagues/data";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string; memberId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { id, memberId } = await params;
  return { title: (await loadMemberPage(id, memberId))?.member.name };
}

export default async function MemberPage({ params, searchParams }: Props) {
  const { id, memberId } = await params;
  const page = await loadMemberPage(id, memberId);
  if (!page) notFound();
  // "?with=<member>": the games list shows only the games both played (where a head-to-head line leads).
  const withId = (await searchParams).with;
  const opponent =
    typeof withId === "string" ? page.league.members.find((m) => m.id === withId && m.id !== memberId) : undefined;
  const t = await getTranslations("leagues");
  const tg = await getTranslations("games");
  const tc = await getTranslations("charts");
  const format = await getFormatter();
  const { standing, games } = page;
  // Best and worst: by place, a win among more players counts as better.
  const byResult = [...games].sort((a, b) => a.rank - b.rank || b.players - a.players);
  const best = byResult[0];
  const worst = byResult.length > 1 ? byResult.at(-1) : undefined;
  const stat = (label: string, value: string | number, testId?: string) => (
    <div className="max-w-full flex-[1_1_6rem] rounded-xl bg-stone-50 p-2 text-center">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="tabular text-2xl font-extrabold @max-xs:text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const gameLine = (g: (typeof games)[number]) =>
    `${tg(`${g.game}.name`)} · ${format.dateTime(new Date(g.finishedAt), { dateStyle: "medium" })} · ${t("place", { rank: g.rank, players: g.players })}`;
  return (
    <ClientMessages page="member">
      {/* Words stay whole (break-word keeps them whole in the layout's sizes); at large text, a size step down. */}
      <div className="@container space-y-4 wrap-break-word">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="max-w-full text-2xl font-extrabold text-felt-900 @max-xs:text-xl">
            <Name>{page.member.name}</Name>
          </h1>
          <LinkButton href={`/leagues/${id}`} variant="secondary">
            <Name>{page.league.name}</Name>
          </LinkButton>
        </div>
        <LeagueLive leagueId={id} memberId={memberId} />
        <Panel>
          <dl className="flex flex-wrap gap-2">
            {stat(t("col.played"), standing?.played ?? 0, "member-played")}
            {stat(t("col.wins"), standing?.wins ?? 0, "member-wins")}
            {stat(t("col.winRate"), format.number(standing?.winRate ?? 0, { style: "percent" }))}
            {stat(
              t("col.averagePlacement"),
              standing ? format.number(standing.averagePlacement, { maximumFractionDigits: 1 }) : "–",
            )}
            {stat(t("col.rating"), standing ? format.number(standing.rating.mu, FIGURE_FORMAT) : "–", "member-rating")}
            {stat(
              t("col.streak"),
              standing?.streak
                ? t(standing.streak.kind === "W" ? "streakWins" : "streakLosses", { count: standing.streak.length })
                : "–",
            )}
          </dl>
          {page.favouriteGame ? (
            <p className="mt-3 text-lg">{t("favourite", { game: tg(`${page.favouriteGame}.name`) })}</p>
          ) : null}
          {best ? (
            <p className="mt-1 text-stone-700">
              {t("best")}: {gameLine(best)}
            </p>
          ) : null}
          {worst ? (
            <p className="mt-1 text-stone-700">
              {t("worst")}: {gameLine(worst)}
            </p>
          ) : null}
        </Panel>
        {page.ratingHistory.length > 1 ? (
          <Panel title={t("ratingOverTime")}>
            <LineChart
              data={page.ratingHistory.map((h, i) => ({ game: i + 1, [t("col.rating")]: h.estimate }))}
              xKey="game"
              xLabel={tc("game")}
              series={[t("col.rating")]}
              minSpan={RATING_AXIS_SPAN}
              label={t("ratingOverTime")}
            />
          </Panel>
        ) : null}
        <Panel title={t("headToHead")}>
          {page.headToHead.length === 0 ? (
            <p className="text-stone-600">{t("noGames")}</p>
          ) : (
            <ul className="space-y-2" data-testid="head-to-head">
              {page.headToHead.map((h) => (
                <li
                  key={h.opponentId}
                  className="flex flex-wrap items-center justify-between gap-x-2 rounded-xl bg-stone-50 px-3 py-2 text-lg @max-xs:px-[8px] @max-xs:text-base"
                >
                  <Link
                    href={`/leagues/${id}/members/${memberId}?with=${h.opponentId}#games`}
                    className="inline-flex min-h-11 max-w-full items-center font-semibold text-felt-700 underline"
                  >
                    {t("versus", { name: page.member.name, opponent: h.opponentName })}
                  </Link>
                  <span className="tabular font-extrabold">
                    {h.wins}–{h.losses}
                    {h.draws ? ` (${t("draws", { count: h.draws })})` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div id="games" className="scroll-mt-4">
          <Panel title={opponent ? t("gamesWith", { name: page.member.name, opponent: opponent.name }) : t("games")}>
            {opponent ? (
              <Link
                href={`/leagues/${id}/members/${memberId}#games`}
                className="inline-flex min-h-11 items-center text-felt-700 underline"
              >
                {t("allGamesOf", { name: page.member.name })}
              </Link>
            ) : null}
            <ul className="space-y-1" data-testid="member-games">
              {(opponent ? games.filter((g) => g.memberIds.includes(opponent.id)) : games).map((g) => (
                <li key={g.sessionId}>
                  <Link href={`/sessions/${g.sessionId}`} className="block min-h-11 py-2 text-felt-700 underline">
                    {gameLine(g)}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        {(await canEditLeague(id, await leagueTokenFor(id))) ? (
          <MemberAdmin
            leagueId={id}
            member={page.member}
            others={page.league.members.filter((m) => m.id !== memberId)}
          />
        ) : null}
      </div>
    </ClientMessages>
  );
}
