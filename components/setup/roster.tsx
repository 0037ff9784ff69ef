"use client";
import { useTranslations } from "next-intl";
import { nameKey } from "@/lib/sessions/names";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";
import type { LeagueContext } from "./new-game-form";

/** The league's members: one tap seats them. A name typed below that is new joins the roster. */
export function Roster({
  league,
  taken,
  onPick,
}: {
  league: LeagueContext;
  taken: string[];
  onPick: (name: string) => void;
}) {
  const t = useTranslations("setup");
  const seated = new Set(taken.map(nameKey));
  return (
    <Panel title={t("roster", { league: league.name })}>
      {league.members.length === 0 ? (
        <p className="text-stone-600">{t("rosterEmpty")}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {league.members.map((name) => (
            <button
              key={name}
              type="button"
              disabled={seated.has(nameKey(name))}
              onClick={() => onPick(name)}
              className="min-h-12 rounded-full bg-felt-50 px-4 text-lg font-semibold text-felt-900 ring-1 ring-felt-600 disabled:opacity-40"
            >
              + <Name>{name}</Name>
            </button>
          ))}
        </div>
      )}
    </Panel>
  );
}
