import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import { type Merges, personKey } from "@/lib/people/names";
import type { PlayedGame } from "@/lib/people/stats";
import { Panel } from "../ui/panel";
import { Pill } from "../ui/pill";

/** A person's games (or those with one opponent), newest first, each a link to its scoreboard. */
export async function PersonGames({
  title,
  allHref,
  personKey: key,
  merges,
  games,
}: {
  title: string;
  allHref: string | null;
  personKey: string;
  merges: Merges;
  games: readonly PlayedGame[];
}) {
  const t = await getTranslations("people");
  const tg = await getTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  return (
    // Narrower padding at 200 % text (the person page is a container): "Games with Bartholomäus" keeps the name whole.
    <Panel title={<span id="games">{title}</span>} className="@max-xs:px-3">
      {allHref ? (
        <Link href={allHref} className="mb-2 inline-block min-h-12 py-2 text-lg font-semibold text-felt-700 underline">
          {t("allGames")}
        </Link>
      ) : null}
      <ul className="space-y-2" data-testid="person-games">
        {games.map((game) => {
          const won = game.winners.some((winner) => personKey(winner, merges) === key);
          return (
            <li key={game.id}>
              <Link
                href={`/sessions/${game.id}`}
                className="block min-h-12 rounded-xl bg-stone-50 px-3 py-2 hover:bg-stone-100"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-lg font-semibold">{tg(`${game.game}.name`)}</span>
                  {game.finished ? (
                    <Pill tone={won ? "green" : "neutral"}>{won ? t("won") : t("lost")}</Pill>
                  ) : (
                    <Pill tone="amber">{t("inProgress")}</Pill>
                  )}
                </span>
                <span className="block text-sm text-stone-600">
                  {format.dateTime(new Date(game.at), { dateStyle: "medium" })} ·{" "}
                  {formatNames([...game.players], locale)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
