import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatNames } from "@/lib/i18n/format-names";
import type { EveningGame } from "@/lib/leagues/data";
import { Pill } from "../ui/pill";

/**
 * The league's games grouped by evening, newest first, each with its result at a glance. Plain links, not
 * next/link: a page of evenings lists up to a hundred games, and a hundred client links cost the phone their
 * hydration at start and the server a prefetch (a scoreboard render) for each one that scrolls into view
 * (docs/decisions/019-fast-pages.md). Opening a game is a full page load, as from any shared link.
 */
export async function Evenings({ evenings }: { evenings: Array<{ date: string; games: EveningGame[] }> }) {
  const t = await getTranslations("leagues");
  const tg = await getTranslations("games");
  const format = await getFormatter();
  const locale = await getLocale();
  if (evenings.length === 0)
    return <p className="rounded-xl bg-stone-50 p-4 text-center text-stone-600">{t("noGames")}</p>;
  return (
    <ol className="space-y-3" data-testid="evenings">
      {evenings.map((evening) => (
        <li key={evening.date}>
          <h3 className="mb-1 font-bold text-stone-700">
            {format.dateTime(new Date(`${evening.date}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" })}
          </h3>
          <ul className="space-y-2">
            {evening.games.map((game) => (
              <li key={game.id}>
                <a
                  href={`/sessions/${game.id}`}
                  className="block rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 hover:ring-felt-600"
                >
                  {/* The result moves under the game's name when both do not fit (large text): neither is cut. */}
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-bold">{tg(`${game.game}.name`)}</span>
                    {game.status === "finished" ? (
                      <Pill tone="green">{t("won", { names: formatNames(game.winners, locale) })}</Pill>
                    ) : (
                      <Pill tone="amber">{t("unfinished")}</Pill>
                    )}
                  </span>
                  <span className="block text-sm text-stone-600">{formatNames(game.players, locale)}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
