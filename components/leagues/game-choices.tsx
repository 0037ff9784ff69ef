import { useTranslations } from "next-intl";
import { GAME_IDS } from "@/lib/games/game-ids";

/** The `<option>`s of a "which game" select: all games first, then each game by its name. */
export function GameChoices() {
  const t = useTranslations("leagues");
  const tg = useTranslations("games");
  return (
    <>
      <option value="">{t("allGames")}</option>
      {GAME_IDS.map((id) => (
        <option key={id} value={id}>
          {tg(`${id}.name`)}
        </option>
      ))}
    </>
  );
}
