import { getTranslations } from "next-intl/server";
import { SessionEngine } from "@/components/offline/session-engine";
import { NewGameForm } from "@/components/setup/new-game-form";
import { setupGames } from "@/components/setup/setup-games";
import { GAME_IDS } from "@/lib/games/game-ids";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { loadLeague } from "@/lib/leagues/data";
import { recentIds } from "@/lib/recent/cookies";
import { recentNames } from "@/lib/recent/names";
import { listSessions } from "@/lib/sessions/data";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getPlainTranslations("setup"))("title") };
}

export default async function NewGamePage({ searchParams }: { searchParams: Promise<{ league?: string }> }) {
  const t = await getTranslations("setup");
  const leagueId = (await searchParams).league;
  // An unknown league offers the plain form; a database failure reaches the error page (and the server log).
  const league = leagueId ? await loadLeague(leagueId) : null;
  // A league that counts one game offers only that game.
  const playable = league?.game ? GAME_IDS.filter((id) => id === league.game) : GAME_IDS;
  // Outside a league, the players of this phone's recent games are offered (a league offers its roster).
  const recent = league ? [] : recentNames(await listSessions(await recentIds("session")));
  return (
    <ClientMessages page="newGame">
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
        <NewGameForm
          games={setupGames(playable)}
          league={league ? { id: league.id, name: league.name, members: league.members.map((m) => m.name) } : undefined}
          recentNames={recent}
          engines={Object.fromEntries(playable.map((game) => [game, <SessionEngine key={game} game={game} />]))}
        />
      </div>
    </ClientMessages>
  );
}
