import { getTranslations } from "next-intl/server";
import { PLAYABLE_GAMES } from "@/components/rounds/forms";
import { NewGameForm } from "@/components/setup/new-game-form";
import { gameChoices } from "@/lib/sessions/games";

export async function generateMetadata() {
  return { title: (await getTranslations("setup"))("title") };
}

export default async function NewGamePage() {
  const t = await getTranslations("setup");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold text-felt-900">{t("title")}</h1>
      <NewGameForm games={gameChoices(PLAYABLE_GAMES)} />
    </div>
  );
}
