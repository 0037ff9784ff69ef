import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { GameId } from "@/lib/games/types";
import { LinkButton } from "../ui/button";
import { Name } from "../ui/name";

export async function LeagueList({
  leagues,
}: {
  leagues: Array<{ id: string; name: string; game: GameId | null; games: number }>;
}) {
  const t = await getTranslations("leagues");
  return (
    <section aria-labelledby="leagues-heading" className="space-y-2">
      <h2 id="leagues-heading" className="text-xl font-bold text-stone-800">
        {t("title")}
      </h2>
      {leagues.length === 0 ? (
        <p className="text-stone-600">{t("homeIntro")}</p>
      ) : (
        <ul className="space-y-2">
          {leagues.map((league) => (
            <li key={league.id}>
              <Link
                href={`/leagues/${league.id}`}
                // The count goes under a long name rather than squeezing it: at 200 % text "Thursday night club"
                // and "No finished games" broke mid-word side by side (overflow-wrap: anywhere shrinks both).
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-2xl bg-white p-4 ring-1 ring-stone-200 wrap-break-word hover:ring-felt-600"
              >
                <span className="text-lg font-bold">
                  <Name>{league.name}</Name>
                </span>
                <span className="text-sm text-stone-600">{t("gamesCounted", { count: league.games })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LinkButton href="/leagues/new" variant="secondary" className="w-full">
        + {t("newTitle")}
      </LinkButton>
    </section>
  );
}
