"use client";
import type { AnyReplayer, GameId } from "@/lib/games/types";
import { provideReplayer, replayerFor } from "@/lib/offline/engines";
import { useLoaded, useProvidePart } from "./use-loaded";

/** What replays the game's rounds in this browser (the whole engine, or the scoreboard's replay part), else null. */
export function useReplayer(game: GameId | undefined): AnyReplayer | null {
  return useLoaded(() => (game ? replayerFor(game) : null));
}

/** Hands the game's replay part (lib/games/<game>/play.ts) to the page: the scoreboard's view needs no more. */
export function useProvideReplayer(play: AnyReplayer): void {
  useProvidePart(provideReplayer, play);
}
