"use client";
import { useTranslations } from "next-intl";
import { GameOver } from "../scoreboard/game-over";
import { NextRound } from "../scoreboard/next-round";
import { RoundsTable } from "../scoreboard/rounds-table";
import { Standings } from "../scoreboard/standings";
import { StatusPill } from "../scoreboard/status-pill";
import { useShownSession } from "../scoreboard/use-shown-session";
import { Button } from "../ui/button";

/**
 * The board of a game the server has never seen (app/play): the scoreboard's own live parts over the phone's view,
 * and "Enter round N" opening the round form in place (no server page to go to).
 */
export function PlayBoard({ onEnter }: { onEnter: () => void }) {
  const session = useShownSession();
  const t = useTranslations("scoreboard");
  const tg = useTranslations("games");
  const tq = useTranslations("offlineQueue");
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-felt-900">{tg(`${session.game}.name`)}</h1>
        <StatusPill />
      </header>
      <p className="rounded-xl bg-amber-50 p-3 text-stone-800 ring-1 ring-amber-200" data-testid="play-kept">
        {tq("playKept")}
      </p>
      <GameOver editable={false} />
      <NextRound editable={false} />
      {session.next ? (
        <Button onClick={onEnter} className="w-full text-xl">
          {t("enterRound", { round: session.next.round })}
        </Button>
      ) : null}
      <Standings />
      <RoundsTable editable={false} />
    </div>
  );
}
