import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { MergePanel } from "@/components/people/merge-panel";
import { PersonGames } from "@/components/people/person-games";
import { LinkButton } from "@/components/ui/button";
import { Name } from "@/components/ui/name";
import { Panel } from "@/components/ui/panel";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { formatNames } from "@/lib/i18n/format-names";
import { phoneMerges } from "@/lib/people/cookies";
import { personPath, resolveKey } from "@/lib/people/names";
import { thisPhonesGames } from "@/lib/people/phone";
import { gamesTogether, peopleOf, personStats } from "@/lib/people/stats";
import { nameKey } from "@/lib/sessions/names";

export const dynamic = "force-dynamic";

/** A panel's padding on a narrow page (200 % text): room for a long name inside its nested boxes. */
const NARROW_PANEL = "@max-xs:px-3";

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ with?: string | string[] }> };

/** The key as the address carries it: decoded once ("50%" typed as a name stays as it is when it does not decode). */
function keyOf(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: Props) {
  return { title: keyOf((await params).key) };
}

export default async function PersonPage({ params, searchParams }: Props) {
  const key = keyOf((await params).key);
  const withKey = (await searchParams).with;
  const merges = await phoneMerges();
  // A spelling merged into another person opens that person's page.
  const resolved = resolveKey(key, merges);
  if (resolved !== key) redirect(personPath(resolved));
  const games = await thisPhonesGames();
  const stats = personStats(games, key, merges);
  if (!stats) notFound();
  const t = await getTranslations("people");
  const tg = await getTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  const people = peopleOf(games, merges);
  const opponent = typeof withKey === "string" ? stats.headToHead.find((h) => h.key === withKey) : undefined;
  const shownGames = opponent ? gamesTogether(games, key, opponent.key, merges) : stats.games;
  const percent = format.number(stats.winRate, { style: "percent", maximumFractionDigits: 0 });
  const stat = (label: string, value: string | number, testId: string) => (
    <div className="max-w-full flex-[1_1_6rem] rounded-xl bg-stone-50 p-2 text-center">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="tabular text-2xl font-extrabold @max-xs:text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const mergedHere = Object.entries(merges)
    .filter(([from, into]) => from !== key && resolveKey(into, merges) === key)
    .map(([from]) => ({ key: from, name: from }));
  return (
    <ClientMessages page="person">
      <div className="@container space-y-4 wrap-break-word">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="max-w-full text-2xl font-extrabold text-felt-900 @max-xs:text-xl" data-testid="person-name">
            <Name>{stats.name}</Name>
          </h1>
          <LinkButton href="/people" variant="secondary">
            {t("allPeople")}
          </LinkButton>
        </div>
        {stats.spellings.length > 0 ? (
          <p className="text-base text-stone-600">
            {t("alsoSpelled", { names: formatNames(stats.spellings, locale) })}
          </p>
        ) : null}
        <Panel>
          <dl className="flex flex-wrap gap-2">
            {stat(t("played"), stats.played, "person-played")}
            {stat(t("wins"), stats.wins, "person-wins")}
            {stat(t("winRate"), percent, "person-win-rate")}
            {stat(t("streak"), stats.currentStreak, "person-streak")}
            {stat(t("bestStreak"), stats.bestStreak, "person-best-streak")}
          </dl>
          {stats.favouriteGame ? (
            <p className="mt-3 text-base text-stone-700">
              {t("favourite")}: <strong>{tg(`${stats.favouriteGame}.name`)}</strong>
            </p>
          ) : null}
          {stats.running > 0 ? (
            <p className="mt-1 text-base text-stone-600">{t("running", { count: stats.running })}</p>
          ) : null}
        </Panel>
        {/* Panels nest a list of boxes: at 200 % text (the page under 20 rem) both paddings shrink, so "3–0 against
            Bartholomäus" keeps the name whole on its line. */}
        <Panel title={t("headToHead")} className={NARROW_PANEL}>
          {stats.headToHead.length === 0 ? (
            <p className="text-base text-stone-600">{t("noOpponents")}</p>
          ) : (
            <ul className="space-y-2" data-testid="head-to-head">
              {stats.headToHead.map((versus) => (
                <li key={versus.key}>
                  <Link
                    href={`${personPath(key)}?with=${encodeURIComponent(versus.key)}#games`}
                    className="block min-h-12 rounded-xl bg-stone-50 px-3 py-2 hover:bg-stone-100 @max-xs:px-2"
                    data-testid={`versus-${versus.key}`}
                  >
                    <span className="block text-lg font-semibold @max-xs:text-base">
                      {t("versus", { wins: versus.wins, losses: versus.losses, name: versus.name })}
                    </span>
                    <span className="block text-sm text-stone-600">{t("together", { count: versus.together })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <PersonGames
          title={opponent ? t("gamesWith", { name: opponent.name }) : t("games")}
          allHref={opponent ? personPath(key) : null}
          personKey={key}
          merges={merges}
          games={shownGames}
        />
        <Panel title={t("merge")}>
          <MergePanel
            personKey={key}
            name={stats.name}
            others={people.filter((p) => p.key !== key).map((p) => ({ key: p.key, name: p.name }))}
            mergedHere={mergedHere.map((m) => ({
              key: m.key,
              name: stats.spellings.find((spelling) => nameKey(spelling) === m.key) ?? m.key,
            }))}
          />
        </Panel>
      </div>
    </ClientMessages>
  );
}
