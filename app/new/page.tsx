import { getTranslations } from "next-intl/server";
import { PLAYABLE_GAMES } from "@/components/rounds/forms";
import { NewGameForm } from "@/components/setup/new-game-form";
import { getLeague } from "@/lib/leagues/data";
import { gameChoices } from "@/lib/sessions/games";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  return { title: (await getTranslations("setup"))("title") };
}

export default async function NewGamePage({ searchParams }: { searchParams: Promise<{ league?: string }> }) {
  const t = await getTranslations("setup");
  const leagueId = (await searchParams).league;
  const league = leagueId ? await getLeague(leagueId).catch(() => null) : null;
  // A league that counts one game offers only that game.
  const playable = league?.game ? PLAYABLE_GAMES.filter((id) => id === league.game) : PLAYABLE_GAMES;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
      <NewGameForm
        games={gameChoices(playable)}
        league={league ? { id: league.id, name: league.name, members: league.members.map((m) => m.name) } : undefined}
      />
    </div>
  );
}
