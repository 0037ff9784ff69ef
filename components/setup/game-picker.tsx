"use client";
import { useTranslations } from "next-intl";
import type { GameChoice } from "@/lib/sessions/games";
import { Panel } from "../ui/panel";

export function GamePicker({
  games,
  value,
  onChange,
}: {
  games: GameChoice[];
  value: string;
  onChange: (id: GameChoice["id"]) => void;
}) {
  const t = useTranslations("setup");
  const tg = useTranslations("games");
  return (
    <Panel title={t("game")}>
      <div role="radiogroup" aria-label={t("game")} className="@container grid gap-2">
        {games.map((game) => {
          const selected = game.id === value;
          return (
            <button
              key={game.id}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-disabled={!game.available}
              onClick={() => onChange(game.id)}
              className={`min-h-14 rounded-xl px-4 py-2 text-left ring-2 @max-xs:px-[12px] ${selected ? "bg-felt-50 ring-felt-600" : "bg-white ring-stone-200"} ${game.available ? "" : "opacity-60"}`}
            >
              <span className="block text-lg font-bold">{tg(`${game.id}.name`)}</span>
              <span className="block text-sm text-stone-600">
                {game.available ? tg(`${game.id}.short`) : t("comingSoon")}
              </span>
            </button>
          );
        })}
      </div>
    </Panel>
  );
}
