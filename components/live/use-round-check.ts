"use client";
import type { AnyRoundCheck, GameId } from "@/lib/games/types";
import { provideRoundCheck, roundCheckFor } from "@/lib/offline/round-checks";
import { useLoaded, useProvidePart } from "./use-loaded";

/** The game's round check once the page has loaded it (components/<game>/round-check.tsx), else null. */
export function useRoundCheck(game: GameId | undefined): AnyRoundCheck | null {
  return useLoaded(() => (game ? roundCheckFor(game) : null));
}

export function useProvideRoundCheck(check: AnyRoundCheck): void {
  useProvidePart(provideRoundCheck, check);
}
