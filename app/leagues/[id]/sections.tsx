"use server";
import { getTranslations } from "next-intl/server";
import { LineChart } from "@/components/charts/line-chart";
import { Evenings } from "@/components/leagues/evenings";
import { EveningsPager } from "@/components/leagues/evenings-pager";
import { RATING_AXIS_SPAN } from "@/lib/figures";
import { leagueEveningsPage } from "@/lib/leagues/data";
import { leaguePageSchema, RACE_WINDOW } from "@/lib/leagues/schema";
import { eveningsHref, type Query, standingsFor } from "./query";

// The league page's parts below its standings, each rendered on a request of its own once the reader scrolls near it
// (components/ui/loaded-when-near.tsx): the page's first answer is its standings, whatever the league's size (issue
// 28). Server actions, so the parts stay drawn on the server (decision 022) and reach the page as React elements.
// Their arguments are bound by the page's render but come back from the browser, so they are parsed as any address
// is; they reach nothing a league's page does not show to anyone who has its address.

/** Only the address's text values: a bound argument is the page's query, never trusted beyond that. */
const textOnly = (query: Query): Query =>
  Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => typeof value === "string"));

/** The rating race of the league's last RACE_WINDOW games, under the page's filter. */
export async function raceSection(id: string, query: Query) {
  const { standings, games, race } = await standingsFor(String(id), textOnly(query), { race: true });
  if (race.length < 2) return null;
  const t = await getTranslations("leagues");
  const tc = await getTranslations("charts");
  const windowed = games > RACE_WINDOW;
  return (
    <>
      {windowed ? (
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
        label={windowed ? t("ratingRaceRecentLabel", { count: RACE_WINDOW }) : t("ratingRaceLabel")}
      />
    </>
  );
}

/** One page of the league's evenings (the address's `evenings`), with the links to the pages around it. */
export async function eveningsSection(id: string, query: Query) {
  const safe = textOnly(query);
  const evenings = await leagueEveningsPage(String(id), leaguePageSchema.parse(safe).evenings);
  return (
    <>
      <Evenings evenings={evenings.evenings} />
      <EveningsPager page={evenings.page} pages={evenings.pages} hrefOf={(page) => eveningsHref(id, safe, page)} />
    </>
  );
}
