"use client";
import { useEffect, useSyncExternalStore } from "react";
import type { AnyReplayer, GameId } from "@/lib/games/types";
import { provideReplayer, replayerFor, subscribeEngines } from "@/lib/offline/engines";

/** What replays the game's rounds in this browser (the whole engine, or the scoreboard's replay part), else null. */
export function useReplayer(game: GameId | undefined): AnyReplayer | null {
  return useSyncExternalStore(
    subscribeEngines,
    () => (game ? replayerFor(game) : null),
    () => null,
  );
}

/** Hands the game's replay part (lib/games/<game>/play.ts) to the page: the scoreboard's view needs no more. */
export function useProvideReplayer(play: AnyReplayer): void {
  useEffect(() => provideReplayer(play), [play]);
}
